/**
 * /account/deletion/cancel?token=… (ADR 0052), public: the page the deletion mail links to. It posts the
 * token once to /api/account/deletion/cancel and shows the outcome: the account is kept (the server's
 * message), or the link is invalid or used (the server's message, else the catalogue's). A link without a
 * token is invalid without asking. Links home and, signed out, to sign in.
 */
import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { useCancelDeletionByLink } from '../api/account';
import { WhereNext } from '../components/where-next';

function Outcome({ ok, title, text }: { ok: boolean; title: string; text: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div className="grid justify-items-center gap-2 text-center" role={ok ? 'status' : 'alert'}>
      <Icon aria-hidden className={ok ? 'size-10 text-emerald-600' : 'text-destructive size-10'} />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground text-sm">{text}</p>
    </div>
  );
}

export default function DeletionCancelPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const cancel = useCancelDeletionByLink();
  const sent = useRef(false);
  const { mutate } = cancel;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const invalid = (text = t('cancelPage.invalid')) => (
    <Outcome ok={false} title={t('cancelPage.invalidTitle')} text={text} />
  );
  let body;
  if (!token) body = invalid();
  else if (cancel.isSuccess)
    body = <Outcome ok title={t('cancelPage.doneTitle')} text={cancel.data.message} />;
  else if (cancel.isError) body = invalid(errorMessage(cancel.error, t('cancelPage.invalid')));
  else body = <Spinner className="mx-auto size-8" aria-label={t('cancelPage.working')} />;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t('cancelPage.title')}</h1>
      <Card className="px-4 py-6">{body}</Card>
      <WhereNext />
    </div>
  );
}
