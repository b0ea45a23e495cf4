/** The chat screens' shared states: a load error with 'Try again', the no-access notice and the sign-in prompt. */
import type { ReactNode } from 'react';
import { LockKeyhole, MessageCircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorCard } from '@/client/components/load-error-card';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';

/** A failed chat load with 'Try again'. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return <LoadErrorCard text={text} onRetry={onRetry} retryLabel={t('common:tryAgain')} />;
}

/** A centred notice with an icon, a title, optional text and an action. */
export function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center">
      <div className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-full">
        {icon}
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="text-muted-foreground text-sm">{text}</p>}
      {action}
    </Card>
  );
}

/** "Society Not Found - You don't have access to this society or it doesn't exist." (spec 001 §2.16). */
export function NoAccess() {
  const { t } = useTranslation('chat');
  return (
    <Notice
      icon={<MessageCircleOff aria-hidden />}
      title={t('room.noAccessTitle')}
      text={t('room.noAccessText')}
      action={
        <Button asChild variant="outline">
          <Link to="/societies">{t('room.backToHubs')}</Link>
        </Button>
      }
    />
  );
}

/** Signed out: 'Please login to access chat' with a link to /auth. */
export function LoginPrompt() {
  const { t } = useTranslation('chat');
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Notice
        icon={<LockKeyhole aria-hidden />}
        title={t('login.required')}
        action={
          <Button asChild>
            <Link to="/auth">{t('login.action')}</Link>
          </Button>
        }
      />
    </div>
  );
}
