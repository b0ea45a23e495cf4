/**
 * The admin panel's Feedback tab (spec 002 §2.1 "Feedback"): each entry shows its category, the member's
 * name and email, '#id', the date and time, and the text; 'Load more' fetches the next 20. Loaded with
 * the tab (lazy), with loading, error ('Try again') and empty states. Texts: the `admin` catalogue, and the
 * category names of the `feedback` one (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import type { FeedbackEntry } from '@/contract/feedback';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { useAdminFeedback } from '../api/feedback';
import { formatDate } from '@/client/lib/format';

const dateTime = (iso: string) => formatDate(iso, 'dateTime');

function FeedbackCard({ entry }: { entry: FeedbackEntry }) {
  const { t } = useTranslation('feedback');
  return (
    <Card className="gap-2 px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <Badge variant="secondary">{t(`categories.${entry.category}`)}</Badge>
        <span className="text-muted-foreground text-xs">#{entry.id}</span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium">{entry.userName}</p>
        <p className="text-muted-foreground truncate">{entry.userEmail}</p>
      </div>
      <time dateTime={entry.createdAt} className="text-muted-foreground text-xs">
        {dateTime(entry.createdAt)}
      </time>
      <p className="text-sm break-words whitespace-pre-wrap">{entry.feedback}</p>
    </Card>
  );
}

export default function FeedbackTab() {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();

  if (feedback.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('feedback.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (feedback.isError) {
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('feedback.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void feedback.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }
  const entries = feedback.data.pages.flatMap((p) => p.items);
  if (entries.length === 0) {
    return (
      <Card className="items-center px-4 py-8 text-center">
        <p className="text-muted-foreground text-sm">{t('feedback.empty')}</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label={t('feedback.list')}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <FeedbackCard entry={entry} />
          </li>
        ))}
      </ul>
      {feedback.isFetchNextPageError && (
        <p role="alert" className="text-destructive text-center text-sm">
          {t('feedback.moreFailed')}
        </p>
      )}
      {feedback.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void feedback.fetchNextPage()}
          disabled={feedback.isFetchingNextPage}
        >
          {feedback.isFetchingNextPage && <Spinner aria-hidden />}
          {feedback.isFetchingNextPage ? t('feedback.loadingMore') : t('feedback.loadMore')}
        </Button>
      )}
    </div>
  );
}
