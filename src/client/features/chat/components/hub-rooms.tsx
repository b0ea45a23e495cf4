/**
 * The Hub rooms tab of /chat (spec 001 §2.16): the member's hubs with name, description, member and book
 * counts, an 'Active' badge and their unread count (ADR docs/decisions/0019-hub-chat.md); choosing one opens
 * its room. Empty: 'No Societies Joined' with a link to /societies.
 */
import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useMyHubs } from '@/client/features/hubs/api/my-hubs';
import { useChatUnread } from '../api/unread';
import { LoadError, Notice } from './chat-states';

export function HubRooms() {
  const { t } = useTranslation('chat');
  const hubs = useMyHubs();
  const unread = useChatUnread();
  const unreadOf = (id: number) => unread.data?.find((e) => e.societyId === id)?.unread ?? 0;

  return (
    <div className="space-y-3">
      {hubs.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : hubs.isError ? (
        <LoadError text={t('room.hubsFailed')} onRetry={() => void hubs.refetch()} />
      ) : hubs.data.length === 0 ? (
        <Notice
          icon={<Users aria-hidden />}
          title={t('picker.noHubsTitle')}
          text={t('picker.noHubsText')}
          action={
            <Button asChild>
              <Link to="/societies">{t('picker.findHubs')}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="space-y-3">
          {hubs.data.map((hub) => {
            const count = unreadOf(hub.id);
            return (
              <li key={hub.id}>
                <Card className="hover:bg-accent/50 relative gap-1 px-4 py-4 transition-colors">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="font-semibold">
                      <Link
                        to={`/societies/${hub.id}/chat`}
                        aria-label={
                          count > 0 ? t('picker.unreadNamed', { name: hub.name, count }) : undefined
                        }
                        className="focus-visible:ring-ring/50 rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:ring-[3px]"
                      >
                        {hub.name}
                      </Link>
                    </h2>
                    <div className="flex shrink-0 items-center gap-2">
                      {count > 0 && (
                        <Badge aria-hidden className="rounded-full px-2">
                          {count > 99 ? '99+' : count}
                        </Badge>
                      )}
                      <Badge variant="secondary">{t('picker.active')}</Badge>
                      <ChevronRight className="text-muted-foreground size-4" aria-hidden />
                    </div>
                  </div>
                  {hub.description && (
                    <p className="text-muted-foreground line-clamp-2 text-sm">{hub.description}</p>
                  )}
                  <p className="text-muted-foreground text-xs">
                    {t('counts.members', { count: hub.memberCount })} ·{' '}
                    {t('counts.books', { count: hub.bookCount })}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
