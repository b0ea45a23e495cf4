/**
 * The states every My Books list shares (spec 001 §2.11 "Each tab has a loading skeleton and an empty
 * state with a call to action"): 3 skeleton rows while `query` is pending (each a cover and
 * `skeletonLines` lines), an error with Try again, the `empty` content for an empty list, and otherwise
 * `children(items)`.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useEarlyT } from '@/client/lib/early-text';

const SKELETON_LINE_WIDTHS = ['h-4 w-3/4', 'h-3 w-1/2', 'h-4 w-1/4', 'h-8 w-1/2'];

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorText: string;
  /** shown when there is nothing yet: icon, heading, text and a call to action */
  empty: ReactNode;
  /** skeleton lines beside each cover while loading (1-4; default 3) */
  skeletonLines?: number;
  children: (items: T[]) => ReactNode;
}

export function QueryList<T>({
  query,
  loadingLabel,
  errorText,
  empty,
  skeletonLines = 3,
  children,
}: QueryListProps<T>) {
  const earlyT = useEarlyT();
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex gap-3 rounded-lg border p-3">
            <Skeleton className="aspect-[2/3] w-14" />
            <div className="grid flex-1 content-start gap-2">
              {SKELETON_LINE_WIDTHS.slice(0, skeletonLines).map((size) => (
                <Skeleton key={size} className={size} />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-6 text-center">
        <p className="font-medium">{errorText}</p>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          {earlyT('common:tryAgain')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        {empty}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
