/** Words the hub screens share (spec 001 §2.12, §5). */
import type { HubType } from '@/contract/hubs';

/** The count field's label by hub type (spec 001 §5 "Hub creation"). */
export const COUNT_LABELS: Record<HubType, string> = {
  society: 'Number of Members/Units',
  school: 'Approximate Number of Students',
  office: 'Number of Employees',
};

/** Singular display name of a hub type. */
export const HUB_TYPE_NAMES: Record<HubType, string> = {
  society: 'Society',
  school: 'School',
  office: 'Office',
};

/** `1 member`, `12 members`. */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
