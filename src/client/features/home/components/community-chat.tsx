/**
 * The home's chat entries (spec 001 §2.2): the 'Society and School Chat' tile and the 'Connect with Your
 * Community' card. One hub leads to its room (/societies/{id}/chat), several to /chat. Each shows only
 * once that chat page is registered (`useHasPage`), never as a placeholder.
 */
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useHasPage } from '@/client/lib/page-links';

/** Where a member of `hubIds` chats: the one hub's room, else the chat list; null when that page does not exist. */
export function useChatPath(hubIds: readonly number[]): string | null {
  const hasPage = useHasPage();
  const path = hubIds.length === 1 ? `/societies/${hubIds[0]}/chat` : '/chat';
  return hubIds.length > 0 && hasPage(path) ? path : null;
}

export const TILE =
  'bg-card hover:bg-accent/50 focus-visible:ring-ring/50 flex min-h-24 flex-col justify-between gap-2 rounded-xl border p-4 text-left outline-none transition-colors focus-visible:ring-[3px]';

export function ChatTile({ path }: { path: string }) {
  const { t } = useTranslation('home');
  return (
    <Link to={path} className={TILE}>
      <MessagesSquare aria-hidden className="text-primary size-5" />
      <span>
        <span className="block font-semibold">{t('chat.tileTitle')}</span>
        <span className="text-muted-foreground text-sm">{t('chat.tileText')}</span>
      </span>
    </Link>
  );
}

export function ConnectWithCommunity({ path }: { path: string }) {
  const { t } = useTranslation('home');
  return (
    <Card className="flex-row items-center gap-3 px-4 py-4">
      <MessagesSquare aria-hidden className="text-primary size-8 shrink-0" />
      <div className="grid flex-1 gap-0.5">
        <h2 className="font-semibold">{t('chat.cardTitle')}</h2>
        <p className="text-muted-foreground text-sm">{t('chat.cardText')}</p>
      </div>
      <Button asChild size="sm">
        <Link to={path}>{t('chat.open')}</Link>
      </Button>
    </Card>
  );
}
