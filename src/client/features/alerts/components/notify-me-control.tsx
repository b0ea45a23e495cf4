/**
 * The availability alert control (spec 000 §2 "Availability alert", §8 toasts;
 * docs/decisions/0025-availability-alerts-hold-queue.md), for a book the viewer does not own. While the book
 * is not available to the viewer (lent, or held for another member): 'Notify Me' / 'Cancel Alert' with a
 * spinner while loading or saving, the viewer's place ('You are #2 in line'), and 'Reserved' with the time
 * a hold for another member ends. A book held for the viewer reads 'Reserved for you until {time}'.
 * Clicks stop here, so on a card they never open the book.
 */
import type { MouseEvent } from 'react';
import { Bell, BellOff, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Book } from '@/contract/books';
import { availableToViewer } from '@/domain/holds';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { formatDate } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { useAlert, useToggleAlert } from '../api/alert';

/** A hold's end as the control shows it, in the viewer's time zone and language: "24 Nov 2026, 5:30 pm". */
export const holdTime = (iso: string) => formatDate(iso, 'dateTime');

interface NotifyMeControlProps {
  book: Pick<Book, 'id' | 'title' | 'isAvailable' | 'reservedUntil' | 'reservedForYou'>;
  /** 'sm' on cards */
  size?: 'sm' | 'default';
  className?: string;
}

export function NotifyMeControl({ book, size = 'default', className }: NotifyMeControlProps) {
  const { t } = useTranslation('alerts');
  const waiting = !availableToViewer(book);
  const alert = useAlert(book.id, waiting || book.reservedForYou);
  const toggle = useToggleAlert(book.id);
  if (!waiting && !book.reservedForYou) return null;

  const stop = (event: MouseEvent) => event.stopPropagation();
  if (!waiting) {
    return (
      <p
        onClick={stop}
        className={cn('text-xs font-medium text-emerald-700 dark:text-emerald-300', className)}
      >
        {t('reservedForYou', { until: holdTime(book.reservedUntil!) })}
      </p>
    );
  }

  const hasAlert = alert.data?.hasAlert ?? false;
  const busy = alert.isLoading || toggle.isPending;
  const onClick = () =>
    toggle.mutate(!hasAlert, {
      onSuccess: () =>
        hasAlert
          ? toast.success(t('removedTitle'), { description: t('removedText', { title: book.title }) })
          : toast.success(t('setTitle'), { description: t('setText', { title: book.title }) }),
      onError: (err) =>
        toast.error(t('common:error'), {
          description: errorMessage(err, hasAlert ? t('removeFailed') : t('setFailed')),
        }),
    });
  const Icon = hasAlert ? BellOff : Bell;
  return (
    <div onClick={stop} className={cn('grid gap-1.5', className)} data-testid="notify-me">
      {book.isAvailable && book.reservedUntil && (
        <p className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge
            variant="outline"
            className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          >
            {t('reservedBadge')}
          </Badge>
          <span className="text-muted-foreground inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3" />
            {t('reservedUntil', { until: holdTime(book.reservedUntil) })}
          </span>
        </p>
      )}
      <Button
        type="button"
        size="sm"
        variant={hasAlert ? 'secondary' : 'outline'}
        className={size === 'sm' ? 'w-full' : undefined}
        disabled={busy}
        aria-busy={busy}
        aria-label={t('buttonLabel', {
          action: hasAlert ? t('cancelAlert') : t('notifyMe'),
          title: book.title,
        })}
        onClick={onClick}
      >
        {busy ? <Spinner aria-label={t('saving')} /> : <Icon aria-hidden />}
        {hasAlert ? t('cancelAlert') : t('notifyMe')}
      </Button>
      {hasAlert && alert.data?.position && (
        <p className="text-muted-foreground text-xs" role="status">
          {t('inLine', { position: alert.data.position })}
        </p>
      )}
    </div>
  );
}
