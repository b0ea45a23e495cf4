/**
 * A private conversation, /messages/{id} (ADR 0050): a way back to the Messages list, the book and the
 * other member on top (`ConversationHeader`, whose `menu` and `aside` slots the page fills when it has
 * something for them), the messages (live, merged by id; events as centred lines; removed messages;
 * photos), 'Load earlier', and the send box with the contact guard's notice. Opening it moves the read
 * marker to the newest message. A conversation the caller is not part of (403/404) shows 'Conversation not
 * found'; a failed load shows an error with 'Try again'.
 */
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { LoadErrorCard } from '@/client/components/load-error-card';
import { Button } from '@/client/components/ui/button';
import { useCurrentUser } from '@/client/features/auth';
import { HandoverTimePanel } from '@/client/features/handover';
import { useReportDialog } from '@/client/features/reports';
import { ApiError } from '@/client/lib/api';
import { useConversation } from '../api/conversations';
import { useLoadEarlier, useThread } from '../api/thread';
import { ContactWarning } from '../components/contact-warning';
import { ConversationHeader } from '../components/conversation-header';
import { ConversationSafetyMenu } from '../components/conversation-safety-menu';
import { MessageList } from '../components/message-list';
import { SendBox } from '../components/send-box';
import { ConversationNotFound, HeaderSkeleton, MessagesSkeleton } from '../components/thread-states';
import { useThreadActions } from '../components/use-thread-actions';

/** The conversation id of the path, or null when it is not a positive whole number. */
export function conversationIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return /^\d+$/.test(param ?? '') && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const notFound = (err: unknown) => err instanceof ApiError && (err.status === 403 || err.status === 404);

export default function ConversationPage() {
  const { t } = useTranslation('conversations');
  const user = useCurrentUser();
  const id = conversationIdOf(useParams().id);
  const details = useConversation(id ?? 0, id !== null);
  const thread = useThread(id ?? 0, details.isSuccess);
  const earlier = useLoadEarlier(id ?? 0);
  const newest = thread.data?.messages.at(-1)?.id;
  const { onSend, sending, warning, dismissWarning } = useThreadActions(id ?? 0, newest);
  const { openReport, reportDialog } = useReportDialog();

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to="/chat">
        <ArrowLeft aria-hidden /> {t('thread.back')}
      </Link>
    </Button>
  );
  const frame = (children: ReactNode) => (
    <div className="space-y-3">
      {back}
      {children}
    </div>
  );

  if (
    id === null ||
    (details.isError && notFound(details.error)) ||
    (thread.isError && notFound(thread.error))
  )
    return frame(<ConversationNotFound />);
  if (details.isPending)
    return frame(
      <>
        <HeaderSkeleton />
        <MessagesSkeleton />
      </>,
    );
  if (details.isError)
    return frame(
      <LoadErrorCard
        text={t('thread.detailsFailed')}
        onRetry={() => void details.refetch()}
        retryLabel={t('common:tryAgain')}
      />,
    );

  return (
    <div className="-mb-[4.5rem] flex h-[calc(100dvh-9.1rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] flex-col">
      {back}
      <ConversationHeader
        conversation={details.data}
        menu={<ConversationSafetyMenu other={details.data.other} />}
        aside={
          details.data.rentalId !== null && (
            <HandoverTimePanel
              rentalId={details.data.rentalId}
              role={details.data.role === 'owner' ? 'owner' : 'borrower'}
            />
          )
        }
      />
      {thread.isPending ? (
        <MessagesSkeleton />
      ) : thread.isError ? (
        <div className="flex-1 py-4">
          <LoadErrorCard
            text={t('thread.loadFailed')}
            onRetry={() => void thread.refetch()}
            retryLabel={t('common:tryAgain')}
          />
        </div>
      ) : thread.data.messages.length === 0 ? (
        <p className="text-muted-foreground flex flex-1 items-center justify-center px-6 text-center text-sm">
          {t('thread.empty')}
        </p>
      ) : (
        <MessageList
          messages={thread.data.messages}
          ownId={user.id}
          hasMore={thread.data.hasMore}
          loadingEarlier={earlier.isPending}
          onReport={(messageId) => openReport({ kind: 'conversation_message', id: messageId })}
          onLoadEarlier={() => {
            const oldest = thread.data.messages[0];
            if (oldest) earlier.mutate(oldest.id, { onError: () => toast.error(t('thread.loadFailed')) });
          }}
        />
      )}
      <div className="border-t pt-2">
        {warning && <ContactWarning text={warning} onDismiss={dismissWarning} />}
        <SendBox onSend={onSend} pending={sending} />
      </div>
      {reportDialog}
    </div>
  );
}
