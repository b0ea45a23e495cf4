/**
 * Step 4 of an import (ADR 0051): how many books were listed, the rows of a failed chunk with the server's
 * reason, a link to My Library and 'Download the rows not listed' (the leftovers file, in the upload's
 * format).
 */
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportCommitResponse } from '@/contract/imports';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { leftoversUrl } from '../api/imports';

export function ResultStep({
  importId,
  result,
  onAnother,
}: {
  importId: string;
  result: ImportCommitResponse;
  onAnother: () => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <Card className="gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('result.heading')}</h2>
      <p role="status" data-testid="import-listed">
        {t('result.listed', { count: result.addedCount })}
      </p>
      {result.failed.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">{t('result.failedTitle')}</h3>
          <ul className="text-destructive list-disc ps-5 text-sm">
            {result.failed.map((f) => (
              <li key={f.rowNo}>{t('result.failedRow', { rowNo: f.rowNo, message: f.message })}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/my-books">{t('result.myLibrary')}</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={leftoversUrl(importId)} download>
            <Download aria-hidden="true" />
            {t('result.leftovers')}
          </a>
        </Button>
        <Button type="button" variant="ghost" onClick={onAnother}>
          {t('result.another')}
        </Button>
      </div>
    </Card>
  );
}
