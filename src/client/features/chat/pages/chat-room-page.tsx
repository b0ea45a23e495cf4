/**
 * A hub's chat room, /societies/{societyId}/chat (spec 001 §2.16, §5 "Chat send", §7; ADR
 * docs/decisions/0019-hub-chat.md): back link to /societies, header with the hub's name and member count,
 * the messages (live, merged by id), and the message box. A hub the member does not belong to (or a 403/404
 * answer) shows 'Society Not Found'; a failed load shows an error with 'Try again'. The open room moves
 * the member's read marker to its newest message (`useRoomActions`).
 */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/features/auth';
import { useMyHubs } from '@/client/features/hubs/api/my-hubs';
import { ApiError } from '@/client/lib/api';
import { useLoadEarlier, useRoom } from '../api/room';
import { LoadError, NoAccess } from '../components/chat-states';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { useRoomActions } from '../components/use-room-actions';

/** The hub id of the path, or null when it is not a positive whole number. */
export function roomHubId(param: string | undefined): number | null {
  const id = Number(param);
  return /^\d+$/.test(param ?? '') && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const noAccess = (err: unknown) => err instanceof ApiError && (err.status === 403 || err.status === 404);

export default function ChatRoomPage() {
  const { t } = useTranslation('chat');
  const user = useCurrentUser();
  const hubId = roomHubId(useParams().societyId);
  const hubs = useMyHubs();
  const hub = hubId === null ? undefined : hubs.data?.find((h) => h.id === hubId);
  const room = useRoom(hubId ?? 0, hub !== undefined);
  const earlier = useLoadEarlier(hubId ?? 0);
  const newest = room.data?.messages.at(-1)?.id;
  const { onSend, sending } = useRoomActions(hubId, newest);

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to="/societies">
        <ArrowLeft aria-hidden /> {t('room.backToHubs')}
      </Link>
    </Button>
  );

  if (hubs.isPending) return <RoomSkeleton back={back} />;
  if (hubs.isError) {
    return (
      <div className="space-y-3">
        {back}
        <LoadError text={t('room.hubsFailed')} onRetry={() => void hubs.refetch()} />
      </div>
    );
  }
  if (!hub || (room.isError && noAccess(room.error))) {
    return (
      <div className="space-y-3">
        {back}
        <NoAccess />
      </div>
    );
  }

  return (
    <div className="-mb-[4.5rem] flex h-[calc(100dvh-9.1rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] flex-col">
      {back}
      <header className="border-b pb-2">
        <h1 className="truncate text-lg font-semibold">{hub.name}</h1>
        <p className="text-muted-foreground text-xs">{t('counts.members', { count: hub.memberCount })}</p>
      </header>
      {room.isPending ? (
        <MessagesSkeleton />
      ) : room.isError ? (
        <div className="flex-1 py-4">
          <LoadError text={t('room.loadFailed')} onRetry={() => void room.refetch()} />
        </div>
      ) : room.data.messages.length === 0 ? (
        <p className="text-muted-foreground flex flex-1 items-center justify-center px-6 text-center text-sm">
          {t('room.empty')}
        </p>
      ) : (
        <MessageList
          messages={room.data.messages}
          ownId={user.id}
          hasMore={room.data.hasMore}
          loadingEarlier={earlier.isPending}
          onLoadEarlier={() => {
            const oldest = room.data.messages[0];
            if (oldest) earlier.mutate(oldest.id, { onError: () => toast.error(t('room.loadFailed')) });
          }}
        />
      )}
      <div className="border-t pt-2">
        <Composer onSend={onSend} pending={sending} />
      </div>
    </div>
  );
}

function MessagesSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex-1 space-y-3 py-3" aria-busy="true" aria-label={t('room.messages')}>
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-14 w-3/4 rounded-2xl" />
    </div>
  );
}

function RoomSkeleton({ back }: { back: React.ReactNode }) {
  return (
    <div className="space-y-3">
      {back}
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-24" />
      <MessagesSkeleton />
    </div>
  );
}
