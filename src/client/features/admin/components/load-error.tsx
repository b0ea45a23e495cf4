/** A failed load in an admin tab: the problem said in an alert and a 'Try again' button. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p role="alert" className="text-destructive text-sm">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common:tryAgain')}
      </Button>
    </div>
  );
}
