/**
 * Profile → 'Blocked members' (ADR 0050): the members the signed-in member blocked, each with their picture or
 * initials, the date and 'Unblock' (with its confirm step). Loading, error ('Try again') and empty states.
 */
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate, initials } from '@/client/lib/format';
import { useBlockedMembers } from '../api/blocks';
import { useBlockDialog } from './block-dialog';

export function BlockedMembers() {
  const { t } = useTranslation('blocks');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{t('list.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('list.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <BlockedList />
      </CardContent>
    </Card>
  );
}

function BlockedList() {
  const { t } = useTranslation('blocks');
  const list = useBlockedMembers();
  const { askBlock, blockDialog } = useBlockDialog();
  if (list.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="alert" className="text-destructive text-sm">
          {t('list.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  }
  if (list.data.length === 0) return <p className="text-muted-foreground text-sm">{t('list.empty')}</p>;
  return (
    <>
      <ul className="grid gap-3" aria-label={t('list.heading')}>
        {list.data.map((m) => (
          <li key={m.id} className="flex items-center gap-3">
            <Avatar className="size-9 shrink-0">
              {m.picture && <AvatarImage src={m.picture} alt="" />}
              <AvatarFallback className="text-xs">{initials(m.name) || '?'}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{m.name}</p>
              <p className="text-muted-foreground text-xs">
                {t('list.blockedOn', { date: formatDate(m.blockedAt) })}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('button.unblockNamed', { name: m.name })}
              onClick={() => askBlock({ id: m.id, name: m.name })}
            >
              {t('confirm.unblock')}
            </Button>
          </li>
        ))}
      </ul>
      {blockDialog}
    </>
  );
}
