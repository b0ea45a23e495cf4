/**
 * 'What You May Like' (spec 000 §2, 001 §2.3): with preferences, the first 4 recommendations, 'View More
 * (N more)' / 'Show Less', 'Refresh Recommendations' and Update (opens the preferences dialog); without,
 * 'Discover Books You'll Love' with 'Set Your Preferences'. Text: the `preferences` catalogue (ADR 0042).
 */
import { useState } from 'react';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useBookDialogs } from '@/client/features/books';
import { RECOMMENDATIONS_SHOWN } from '@/domain/preferences';
import { RENT_DIALOG_DURATION_DAYS } from '@/domain/pricing';
import { usePreferences, useRecommendations } from '../api/preferences';
import { PreferencesDialog } from './preferences-dialog';
import { RecommendationItem } from './recommendation-item';

function TryAgain({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('preferences');
  return (
    <div role="alert" className="grid gap-2 text-sm">
      <p>{t('panel.loadFailed')}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t('common:tryAgain')}
      </Button>
    </div>
  );
}

export function WhatYouMayLike() {
  const { t } = useTranslation('preferences');
  const preferences = usePreferences();
  const has = (preferences.data?.length ?? 0) > 0;
  const books = useRecommendations({ enabled: has });
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const dialogs = useBookDialogs({ rentDays: RENT_DIALOG_DURATION_DAYS });

  if (preferences.isPending)
    return <Skeleton role="status" aria-label={t('common:loading')} className="h-40 w-full rounded-xl" />;
  if (preferences.isError) return <TryAgain onRetry={() => void preferences.refetch()} />;

  const dialog = editing && <PreferencesDialog open onOpenChange={setEditing} initial={preferences.data} />;

  if (!has) {
    return (
      <Card className="items-center gap-3 px-4 py-6 text-center">
        <Sparkles aria-hidden className="text-primary size-6" />
        <h2 className="font-semibold">{t('panel.discoverTitle')}</h2>
        <p className="text-muted-foreground text-sm">{t('panel.discoverText')}</p>
        <Button type="button" onClick={() => setEditing(true)}>
          {t('panel.setPreferences')}
        </Button>
        {dialog}
      </Card>
    );
  }

  const list = books.data ?? [];
  const shown = expanded ? list : list.slice(0, RECOMMENDATIONS_SHOWN);
  const more = list.length - RECOMMENDATIONS_SHOWN;
  return (
    <Card role="region" aria-labelledby="what-you-may-like">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2 id="what-you-may-like">{t('panel.title')}</h2>
        </CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
          {t('panel.update')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {books.isPending ? (
          <Skeleton role="status" aria-label={t('common:loading')} className="h-24 w-full" />
        ) : books.isError ? (
          <TryAgain onRetry={() => void books.refetch()} />
        ) : list.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('panel.noMatches')}</p>
        ) : (
          <ul className="grid gap-2">
            {shown.map((book) => (
              <RecommendationItem key={book.id} book={book} onOpen={() => dialogs.open(book)} />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {more > 0 && (
            <Button type="button" variant="outline" size="sm" onClick={() => setExpanded((e) => !e)}>
              {expanded ? t('panel.showLess') : t('panel.viewMore', { count: more })}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={books.isFetching}
            onClick={() => void books.refetch()}
          >
            <RefreshCw aria-hidden className={books.isFetching ? 'animate-spin' : ''} />
            {t('panel.refresh')}
          </Button>
        </div>
      </CardContent>
      {dialog}
      {dialogs.dialogs}
    </Card>
  );
}
