/**
 * One hub on the Hubs page (spec 001 §2.12): name, type badge, city, member count (opens the members
 * dialog), book count (browse for that hub), join code, Chat, and Join (listings) or Leave (My Hubs).
 */
import { useState } from 'react';
import { BookOpen, Check, LogIn, LogOut, MapPin, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Hub } from '@/contract/hubs';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useHasPage } from '@/client/lib/page-links';
import { useJoinHub, useLeaveHub } from '../api/membership';
import { countLabel } from '../lib/hub-copy';
import { HubTypeBadge } from './hub-type-badge';
import { MembersDialog } from './members-dialog';

export const JOIN_FAILED = 'Failed to join society';

interface HubCardProps {
  hub: Hub;
  /** `join` in the type listings, `leave` in My Hubs. */
  action: 'join' | 'leave';
  /** In listings: the member already belongs to the hub (shows Joined instead of Join). */
  isMember?: boolean;
}

export function HubCard({ hub, action, isMember = false }: HubCardProps) {
  const [membersOpen, setMembersOpen] = useState(false);
  const hasMemberRoute = useHasPage();
  const chatPath = `/societies/${hub.id}/chat`;
  const showChat = (action === 'leave' || isMember) && hasMemberRoute(chatPath);
  const browsePath = `/browse?societyId=${hub.id}`;
  const books = countLabel(hub.bookCount, 'book');

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
            aria-label={`${countLabel(hub.memberCount, 'member')}: show members of ${hub.name}`}
          >
            <Users aria-hidden />
            {countLabel(hub.memberCount, 'member')}
          </Button>
          {hasMemberRoute('/browse') ? (
            <Link
              to={browsePath}
              className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
              aria-label={`${books}: browse books of ${hub.name}`}
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
            Code <span className="text-foreground font-mono font-medium">{hub.code}</span>
          </span>
        </div>
      </CardContent>
      <CardFooter className="gap-2 px-4">
        {showChat && (
          <Button asChild variant="outline" size="sm">
            <Link to={chatPath}>
              <MessageCircle aria-hidden /> Chat
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
  const join = useJoinHub();
  if (isMember) {
    return (
      <Button size="sm" variant="secondary" disabled>
        <Check aria-hidden /> Joined
      </Button>
    );
  }
  return (
    <OnlineButton
      size="sm"
      disabled={join.isPending}
      aria-label={`Join ${hub.name}`}
      onClick={() =>
        join.mutateAsync(hub.id).then(
          () =>
            toast.success(`Joined ${hub.name}`, { description: 'You can now borrow and lend books here.' }),
          () => toast.error(JOIN_FAILED),
        )
      }
    >
      {join.isPending ? <Spinner aria-label="Joining" /> : <LogIn aria-hidden />}
      Join
    </OnlineButton>
  );
}

function LeaveButton({ hub }: { hub: Hub }) {
  const leave = useLeaveHub();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={leave.isPending}
      aria-label={`Leave ${hub.name}`}
      onClick={() =>
        // mutateAsync: in My Hubs this card disappears once the list refreshes, before mutate's callbacks run.
        leave.mutateAsync(hub.id).then(
          () => toast.success(`You left ${hub.name}`),
          // spec 001 §8: leave failures are only logged.
          (err: unknown) => console.error('Failed to leave society', err),
        )
      }
    >
      {leave.isPending ? <Spinner aria-label="Leaving" /> : <LogOut aria-hidden />}
      Leave
    </Button>
  );
}
