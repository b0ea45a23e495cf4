/**
 * The chat picker, /chat (spec 001 §2.16; ADR 0050): two tabs, each with its unread count. 'Messages' lists
 * the member's private conversations (the conversations feature); 'Hub rooms' lists their hubs' rooms.
 * The tab is kept in the address (`?tab=rooms`), Messages by default.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { ConversationList, useConversationsUnread } from '@/client/features/conversations';
import { useChatUnreadTotal } from '../api/unread';
import { HubRooms } from '../components/hub-rooms';

const TABS = ['messages', 'rooms'] as const;
type Tab = (typeof TABS)[number];

export default function ChatPickerPage() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.find((x) => x === requested) ?? 'messages';
  const counts: Record<Tab, number> = { messages: useConversationsUnread(), rooms: useChatUnreadTotal() };
  const labels: Record<Tab, string> = { messages: t('picker.tabMessages'), rooms: t('picker.tabRooms') };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t('picker.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('picker.intro')}</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="gap-3"
      >
        <TabsList className="grid h-10 w-full grid-cols-2">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="gap-1.5">
              {labels[value]}
              {counts[value] > 0 && (
                <>
                  <Badge aria-hidden className="rounded-full px-1.5 py-0 text-[10px]">
                    {counts[value] > 99 ? '99+' : counts[value]}
                  </Badge>
                  <span className="sr-only">{t('picker.tabUnread', { count: counts[value] })}</span>
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="messages" className="min-w-0">
          <ConversationList />
        </TabsContent>
        <TabsContent value="rooms" className="min-w-0">
          <HubRooms />
        </TabsContent>
      </Tabs>
    </div>
  );
}
