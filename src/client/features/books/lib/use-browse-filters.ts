/**
 * The browse filters read from and written to the URL (see browse-filters.ts). Updates replace the
 * current history entry, so typing a search does not fill the back button.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearedFilters, filtersToParams, parseFilters, type BrowseFilters } from './browse-filters';

export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<BrowseFilters>) =>
      setParams((prev) => filtersToParams({ ...parseFilters(prev), ...patch }), { replace: true }),
    [setParams],
  );
  const clearAll = useCallback(
    () => setParams((prev) => filtersToParams(clearedFilters(parseFilters(prev))), { replace: true }),
    [setParams],
  );

  return { filters, update, clearAll };
}
