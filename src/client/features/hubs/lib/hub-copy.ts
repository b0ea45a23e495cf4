/**
 * Words the hub screens share (spec 001 §2.12, §5), in the current language (ADR 0042, `hubs` catalogue).
 * Components use `t('hubs:…')` directly; these read the catalogue at the moment they are used, for code
 * outside the hubs screens (e.g. the admin panel's request cards).
 */
import { HUB_TYPES, type HubType } from '@/contract/hubs';
import { i18n } from '@/client/i18n/i18n';

/** An object whose property for each hub type reads `hubs:<prefix>.<type>` when it is read. */
function byHubType(prefix: string): Readonly<Record<HubType, string>> {
  const labels = {} as Record<HubType, string>;
  for (const type of HUB_TYPES)
    Object.defineProperty(labels, type, { enumerable: true, get: () => i18n.t(`hubs:${prefix}.${type}`) });
  return labels;
}

/** The count field's label by hub type (spec 001 §5 "Hub creation"): 'Number of Members/Units' … */
export const COUNT_LABELS = byHubType('countLabel');

/** Singular display name of a hub type: 'Society', 'School', 'Office'. */
export const HUB_TYPE_NAMES = byHubType('type');
