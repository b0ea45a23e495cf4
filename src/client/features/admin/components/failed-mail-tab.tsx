/**
 * The admin panel's Mail tab (docs/decisions/0056-mail-faults.md): the notice mails that failed after 24 h
 * of retries, newest first, each with its subject, the member's name and address, the attempts, the mail
 * server's last answer and when it failed, and 'Try again', which queues it for a fresh round of attempts
 * (it then leaves the list). Loading, error ('Try again') and empty states. Texts: the `admin` catalogue.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FailedMail } from '@/contract/failed-mail';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { formatDate } from '@/client/lib/format';
import { useFailedMail, useRetryFailedMail } from '../api/failed-mail';
import { callError } from '../lib/call-error';

function FailedMailCard({ mail }: { mail: FailedMail }) {
  const { t } = useTranslation('admin');
  const retry = useRetryFailedMail();

  async function tryAgain() {
    try {
      const { message } = await retry.mutateAsync(mail.id);
      toast.success(message);
    } catch (err) {
      toast.error(callError(err, () => t('mail.retryFailed')));
    }
  }

  return (
    <Card className="gap-2 px-4 py-3">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 font-medium break-words">{mail.subject}</h2>
        <Badge variant="secondary" className="shrink-0">
          {t('mail.attempts', { count: mail.attempts })}
        </Badge>
      </div>
      <p className="min-w-0 text-sm break-words">
        <span className="text-muted-foreground">{t('mail.to')}: </span>
        {mail.memberName} &lt;{mail.to}&gt;
      </p>
      {mail.lastError && (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t('mail.lastError')}: </span>
          <code className="text-xs">{mail.lastError}</code>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={mail.failedAt} className="text-muted-foreground text-xs">
          {t('mail.failedAt', { when: formatDate(mail.failedAt, 'dateTime') })}
        </time>
        <Button variant="outline" size="sm" onClick={() => void tryAgain()} disabled={retry.isPending}>
          {retry.isPending && <Spinner aria-hidden />}
          {retry.isPending ? t('mail.retrying') : t('mail.retry')}
        </Button>
      </div>
    </Card>
  );
}

export default function FailedMailTab() {
  const { t } = useTranslation('admin');
  const failed = useFailedMail();

  if (failed.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('mail.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (failed.isError) {
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('mail.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void failed.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">{t('mail.intro')}</p>
      {failed.data.length === 0 ? (
        <Card className="items-center px-4 py-8 text-center">
          <p className="text-muted-foreground text-sm">{t('mail.empty')}</p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t('mail.list')}>
          {failed.data.map((mail) => (
            <li key={mail.id}>
              <FailedMailCard mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
