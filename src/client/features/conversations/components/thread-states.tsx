/** The conversation page's states: loading skeletons, and 'Conversation not found' with a way back. */
import { MessageCircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';

export function MessagesSkeleton() {
  const { t } = useTranslation('conversations');
  return (
    <div className="flex-1 space-y-3 py-3" aria-busy="true" aria-label={t('thread.messages')}>
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="mx-auto h-6 w-3/5 rounded-full" />
      <Skeleton className="h-14 w-3/4 rounded-2xl" />
    </div>
  );
}

export function HeaderSkeleton() {
  return (
    <div className="flex gap-3 border-b pb-2" aria-hidden>
      <Skeleton className="aspect-[2/3] w-12 rounded-md" />
      <div className="flex-1 space-y-2 py-1">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}

export function ConversationNotFound() {
  const { t } = useTranslation('conversations');
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center">
      <div className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-full">
        <MessageCircleOff aria-hidden />
      </div>
      <h1 className="text-lg font-semibold">{t('thread.notFoundTitle')}</h1>
      <p className="text-muted-foreground text-sm">{t('thread.notFoundText')}</p>
      <Button asChild variant="outline">
        <Link to="/chat">{t('thread.back')}</Link>
      </Button>
    </Card>
  );
}
