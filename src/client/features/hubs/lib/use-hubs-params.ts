/**
 * The Hubs page's state in its address (spec 001 §2.12): `?type=` the tab (society, school, office or
 * my; anything else is society) and `?action=create` the open Create Hub dialog. Changes replace the
 * history entry and keep the other parameters.
 */
import { useSearchParams } from 'react-router';
import { HUB_TYPES, type HubType } from '@/contract/hubs';

/** A tab of the Hubs page: a hub type or My Hubs. */
export type HubsTab = HubType | 'my';

function tabFrom(value: string | null): HubsTab {
  return value === 'my' || (HUB_TYPES as readonly string[]).includes(value ?? '')
    ? (value as HubsTab)
    : 'society';
}

/** The current tab and whether Create Hub is open, with their setters. */
export function useHubsParams() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('type'));
  const createOpen = params.get('action') === 'create';

  function updateParams(change: (next: URLSearchParams) => void) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  }
  const setTab = (value: string) => updateParams((next) => next.set('type', value));
  const setCreateOpen = (open: boolean) =>
    updateParams((next) => (open ? next.set('action', 'create') : next.delete('action')));

  return { tab, createOpen, setTab, setCreateOpen };
}
