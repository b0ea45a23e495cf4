/**
 * Home dashboard (spec 001 §2.2). A member with a hub sees the Current Hubs banner and the dashboard
 * tiles below it; a member with no hub sees Join a Hub (Join a Society / a School / an Office).
 * Tiles for members with a hub go below the banner; a tile whose page does not exist yet is not shown.
 * A scheduled account deletion shows its banner under the greeting (ADR 0052).
 * A member without genre preferences first meets the first-time preferences dialog (spec 000 §2).
 * The cards below the tiles render after the first screen, one at a time (`BelowTheTiles`).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useProgressiveCount } from '@/client/lib/use-progressive-count';
import { DeletionBanner } from '@/client/features/account';
import { useCurrentUser } from '@/client/features/auth';
import { AddBookTile, AvailableBooksTile, BulkUploadTile, RecentlyAdded } from '@/client/features/books';
import { CurrentHubsBanner, JoinAHub } from '@/client/features/hubs';
import { ImportLibraryTile } from '@/client/features/imports';
import { useMyHubs } from '@/client/features/hubs/api/my-hubs';
import { FirstTimePreferences, WhatYouMayLike } from '@/client/features/preferences';
import { DueSoonList } from '@/client/features/rentals';
import { HelpUsImproveCard } from '@/client/features/feedback';
import { BrocksChampionsCard } from '@/client/features/brocks';
import { BrocksCard, EarningsTile, HowItWorksTile, RecentRewardsCard } from '@/client/features/rewards';
import { ChatTile, ConnectWithCommunity, useChatPath } from '../components/community-chat';
import { CompleteProfileCard } from '../components/complete-profile-card';
import { InviteFriendsCard } from '../components/invite-friends-card';

/**
 * The cards below the tiles, in the spec's order. A phone's first screen ends at the tiles, so the cards
 * follow one at a time when the browser is idle (`useProgressiveCount`,
 * docs/decisions/0043-lighter-first-screen.md): the first screen commits the banner and the tiles alone,
 * and each card (and the call for its data) is a short task of its own.
 */
function BelowTheTiles({ chatPath }: { chatPath: string | null }) {
  const cards = [
    <BrocksCard key="brocks" />,
    <CompleteProfileCard key="profile" />,
    <RecentRewardsCard key="rewards" />,
    <DueSoonList key="due" />,
    <InviteFriendsCard key="invite" />,
    <RecentlyAdded key="recent" />,
    <BrocksChampionsCard key="champions" />,
    <WhatYouMayLike key="like" />,
    ...(chatPath ? [<ConnectWithCommunity key="community" path={chatPath} />] : []),
    <HelpUsImproveCard key="feedback" />,
  ];
  const shown = useProgressiveCount(cards.length, 0, 1);
  return <>{cards.slice(0, shown)}</>;
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const hubs = useMyHubs();
  const chatPath = useChatPath(hubs.data?.map((h) => h.id) ?? []);

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold tracking-tight">
        {t('greeting', { name: user.name.split(/\s+/)[0] })}
      </h1>
      <DeletionBanner />
      {hubs.isPending ? (
        <Skeleton className="h-28 w-full rounded-xl" role="status" aria-label={t('loadingHubs')} />
      ) : hubs.isError ? (
        <Card className="items-center gap-3 px-4 py-6 text-center">
          <p role="alert" className="text-destructive text-sm">
            {hubs.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void hubs.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Card>
      ) : hubs.data.length === 0 ? (
        <JoinAHub />
      ) : (
        <>
          <CurrentHubsBanner hubs={hubs.data} />
          {/* The dashboard tiles of spec 001 §2.2 follow the banner, in the spec's order. */}
          <div className="grid grid-cols-2 gap-3">
            <AvailableBooksTile />
            <HowItWorksTile />
            <BulkUploadTile />
            <AddBookTile />
            <ImportLibraryTile />
            <EarningsTile />
            {chatPath && <ChatTile path={chatPath} />}
          </div>
          <BelowTheTiles chatPath={chatPath} />
          <FirstTimePreferences />
        </>
      )}
    </div>
  );
}
