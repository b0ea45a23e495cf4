/**
 * The contact guard's notice (ADR 0050): shown inline above the send box when a send answers a
 * `contactWarning` (the server words it in the member's language, once per conversation), until dismissed.
 */
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

export function ContactWarning({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <div role="status" className="bg-muted mb-2 flex items-start gap-2 rounded-lg border px-3 py-2 text-sm">
      <ShieldAlert aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('warning.title')}</p>
        <p className="text-muted-foreground">{text}</p>
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
        {t('warning.dismiss')}
      </Button>
    </div>
  );
}
