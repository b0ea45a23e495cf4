/**
 * /import (ADR 0051): import a library from a Goodreads, The StoryGraph or LibraryThing export or a list
 * of ISBNs in four steps: upload, matching (with progress), review (nothing is listed before it) and the
 * result. Signed-in members only (a member route).
 */
import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportCommitResponse, ImportView } from '@/contract/imports';
import { PageTitle } from '@/client/components/page-title';
import { MatchingStep } from '../components/matching-step';
import { ResultStep } from '../components/result-step';
import { ReviewStep } from '../components/review-step';
import { UploadStep } from '../components/upload-step';
import { useMatching } from '../components/use-matching';

export default function ImportPage() {
  const { t } = useTranslation('imports');
  const [uploaded, setUploaded] = useState<ImportView | null>(null);
  return (
    <div className="space-y-4">
      <PageTitle icon={FileUp} iconClassName="text-primary size-6">
        {t('page.title')}
      </PageTitle>
      <p className="text-muted-foreground text-sm">{t('page.intro')}</p>
      {uploaded ? (
        <ImportSteps key={uploaded.id} initial={uploaded} onAnother={() => setUploaded(null)} />
      ) : (
        <UploadStep onUploaded={setUploaded} />
      )}
    </div>
  );
}

/** Matching, then review, then the result, for one uploaded import. */
function ImportSteps({ initial, onAnother }: { initial: ImportView; onAnother: () => void }) {
  const { t } = useTranslation('imports');
  const matching = useMatching(initial, t('common:pleaseTryAgain'));
  const [result, setResult] = useState<ImportCommitResponse | null>(null);
  if (!matching.done)
    return <MatchingStep counts={matching.view.counts} error={matching.error} onRetry={matching.retry} />;
  if (result) return <ResultStep importId={initial.id} result={result} onAnother={onAnother} />;
  return <ReviewStep view={matching.view} onCommitted={setResult} />;
}
