/**
 * One hub on the Hubs page (spec 001 §2.12): name, type badge, city, member count (opens the members
 * dialog), book count (browse for that hub), join code, Chat, and Join (listings) or Leave (My Hubs).
 */
import { useState } from 'react';
import { BookOpen, Check, LogIn, LogOut, MapPin, MessageCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Hub } from '@/contract/hubs';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useHasPage } from '@/client/lib/page-links';
import { useJoinHub, useLeaveHub } from '../api/membership';
import { HubTypeBadge } from './hub-type-badge';
import { MembersDialog } from './members-dialog';

interface HubCardProps {
  hub: Hub;
  /** `join` in the type listings, `leave` in My Hubs. */
  action: 'join' | 'leave';
  /** In listings: the member already belongs to the hub (shows Joined instead of Join). */
  isMember?: boolean;
}

export function HubCard({ hub, action, isMember = false }: HubCardProps) {
  const { t } = useTranslation('hubs');
  const [membersOpen, setMembersOpen] = useState(false);
  const hasMemberRoute = useHasPage();
  const chatPath = `/societies/${hub.id}/chat`;
  const showChat = (action === 'leave' || isMember) && hasMemberRoute(chatPath);
  const browsePath = `/browse?societyId=${hub.id}`;
  const books = t('counts.books', { count: hub.bookCount });
  const members = t('counts.members', { count: hub.memberCount });

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="leading-snug font-semibold">{hub.name}</h2>
          <HubTypeBadge hubType={hub.hubType} />
        </div>
        <p className="text-muted-foreground flex items-center gap-1 text-sm">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          {hub.city}
        </p>
      </CardHeader>
      <CardContent className="grid gap-2 px-4">
        {hub.description && <p className="text-muted-foreground line-clamp-2 text-sm">{hub.description}</p>}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <Button
            variant="link"
            className="h-auto p-0 has-[>svg]:px-0"
            onClick={() => setMembersOpen(true)}
            aria-label={t('card.showMembers', { members, name: hub.name })}
          >
            <Users aria-hidden />
            {members}
          </Button>
          {hasMemberRoute('/browse') ? (
            <Link
              to={browsePath}
              className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
              aria-label={t('card.browseBooks', { books, name: hub.name })}
            >
              <BookOpen aria-hidden className="size-4" />
              {books}
            </Link>
          ) : (
            <span className="inline-flex items-center gap-1">
              <BookOpen aria-hidden className="text-muted-foreground size-4" />
              {books}
            </span>
          )}
          <span className="text-muted-foreground">
            {t('card.code')} <span className="text-foreground font-mono font-medium">{hub.code}</span>
          </span>
        </div>
      </CardContent>
      <CardFooter className="gap-2 px-4">
        {showChat && (
          <Button asChild variant="outline" size="sm">
            <Link to={chatPath}>
              <MessageCircle aria-hidden /> {t('card.chat')}
            </Link>
          </Button>
        )}
        <div className="ml-auto">
          {action === 'leave' ? <LeaveButton hub={hub} /> : <JoinButton hub={hub} isMember={isMember} />}
        </div>
      </CardFooter>
      <MembersDialog hubId={hub.id} hubName={hub.name} open={membersOpen} onOpenChange={setMembersOpen} />
    </Card>
  );
}

function JoinButton({ hub, isMember }: { hub: Hub; isMember: boolean }) {
  const { t } = useTranslation('hubs');
  const join = useJoinHub();
  if (isMember) {
    return (
      <Button size="sm" variant="secondary" disabled>
        <Check aria-hidden /> {t('card.joined')}
      </Button>
    );
  }
  return (
    <OnlineButton
      size="sm"
      disabled={join.isPending}
      aria-label={t('card.joinNamed', { name: hub.name })}
      onClick={() =>
        join.mutateAsync(hub.id).then(
          () =>
            toast.success(t('card.joinDone', { name: hub.name }), {
              description: t('card.joinDoneDescription'),
            }),
          () => toast.error(t('card.joinFailed')),
        )
      }
    >
      {join.isPending ? <Spinner aria-label={t('card.joining')} /> : <LogIn aria-hidden />}
      {t('card.join')}
    </OnlineButton>
  );
}

function LeaveButton({ hub }: { hub: Hub }) {
  const { t } = useTranslation('hubs');
  const leave = useLeaveHub();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={leave.isPending}
      aria-label={t('card.leaveNamed', { name: hub.name })}
      onClick={() =>
        // mutateAsync: in My Hubs this card disappears once the list refreshes, before mutate's callbacks run.
        leave.mutateAsync(hub.id).then(
          () => toast.success(t('card.leaveDone', { name: hub.name })),
          // spec 001 §8: leave failures are only logged.
          (err: unknown) => console.error('Failed to leave society', err),
        )
      }
    >
      {leave.isPending ? <Spinner aria-label={t('card.leaving')} /> : <LogOut aria-hidden />}
      {t('card.leave')}
    </Button>
  );
}
