/**
 * Step 2 of an import (ADR 0051): 'Matched 40 of 120' with a progress bar and a polite live region while
 * the rows are matched batch by batch; an error stops it with the message and 'Try again'.
 */
import { useTranslation } from 'react-i18next';
import type { ImportCounts } from '@/contract/imports';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { formatNumber } from '@/client/lib/format';

export function MatchingStep({
  counts,
  error,
  onRetry,
}: {
  counts: ImportCounts;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('imports');
  const done = counts.total - counts.pending;
  const label = t('matching.progress', { done: formatNumber(done), total: formatNumber(counts.total) });
  return (
    <Card className="gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('matching.heading')}</h2>
      <Progress value={counts.total ? (done / counts.total) * 100 : 100} aria-label={label} />
      <p role="status" aria-live="polite" className="text-sm" data-testid="import-progress">
        {label}
      </p>
      {error && (
        <div className="grid justify-items-start gap-2">
          <p role="alert" className="text-destructive text-sm">
            {t('matching.failed', { message: error })}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t('matching.retry')}
          </Button>
        </div>
      )}
    </Card>
  );
}
