/**
 * The availability alert control (spec 000 §2 "Availability alert", §8 toasts;
 * docs/decisions/0025-availability-alerts-hold-queue.md), for a book the viewer does not own. While the book
 * is not available to the viewer (lent, or held for another member): 'Notify Me' / 'Cancel Alert' with a
 * spinner while loading or saving, the viewer's place ('You are #2 in line'), and 'Reserved' with the time
 * a hold for another member ends. A book held for the viewer reads 'Reserved for you until {time}'.
 * Clicks stop here, so on a card they never open the book.
 */
import type { MouseEvent } from 'react';
import { format } from 'date-fns';
import { Bell, BellOff, Clock } from 'lucide-react';
import { toast } from 'sonner';
import { ALERT_MESSAGES } from '@/contract/alerts';
import type { Book } from '@/contract/books';
import { availableToViewer } from '@/domain/holds';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import { useAlert, useToggleAlert } from '../api/alert';

/** A hold's end as the control shows it, in the viewer's time zone: "24 Nov, 5:30 PM". */
export const holdTime = (iso: string) => format(new Date(iso), 'd MMM, h:mm a');

interface NotifyMeControlProps {
  book: Pick<Book, 'id' | 'title' | 'isAvailable' | 'reservedUntil' | 'reservedForYou'>;
  /** 'sm' on cards */
  size?: 'sm' | 'default';
  className?: string;
}

export function NotifyMeControl({ book, size = 'default', className }: NotifyMeControlProps) {
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
        {ALERT_MESSAGES.reservedForYou(holdTime(book.reservedUntil!))}
      </p>
    );
  }

  const hasAlert = alert.data?.hasAlert ?? false;
  const busy = alert.isLoading || toggle.isPending;
  const onClick = () =>
    toggle.mutate(!hasAlert, {
      onSuccess: () =>
        hasAlert
          ? toast.success(ALERT_MESSAGES.removedTitle, {
              description: ALERT_MESSAGES.removedText(book.title),
            })
          : toast.success(ALERT_MESSAGES.setTitle, { description: ALERT_MESSAGES.setText(book.title) }),
      onError: (err) =>
        toast.error(ALERT_MESSAGES.errorTitle, {
          description: errorMessage(err, hasAlert ? ALERT_MESSAGES.removeFailed : ALERT_MESSAGES.setFailed),
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
            {ALERT_MESSAGES.reservedBadge}
          </Badge>
          <span className="text-muted-foreground inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3" />
            {ALERT_MESSAGES.reservedUntil(holdTime(book.reservedUntil))}
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
        aria-label={`${hasAlert ? ALERT_MESSAGES.cancelAlert : ALERT_MESSAGES.notifyMe}: ${book.title}`}
        onClick={onClick}
      >
        {busy ? <Spinner aria-label="Saving" /> : <Icon aria-hidden />}
        {hasAlert ? ALERT_MESSAGES.cancelAlert : ALERT_MESSAGES.notifyMe}
      </Button>
      {hasAlert && alert.data?.position && (
        <p className="text-muted-foreground text-xs" role="status">
          {ALERT_MESSAGES.inLine(alert.data.position)}
        </p>
      )}
    </div>
  );
}
