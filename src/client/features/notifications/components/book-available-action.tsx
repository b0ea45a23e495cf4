/**
 * 'Borrow Now' on a book_available notification (docs/decisions/0025-availability-alerts-hold-queue.md):
 * opens the book held for the member, where Borrow Book and Buy are offered while the hold lasts.
 */
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** The book id of a book_available notification's `data` JSON, or undefined. */
export function heldBookId(data: string | null): number | undefined {
  try {
    const parsed: unknown = data ? JSON.parse(data) : null;
    const id = (parsed as { bookId?: unknown } | null)?.bookId;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

export function BookAvailableAction({ data }: { data: string | null }) {
  const { t } = useTranslation('notifications');
  const bookId = heldBookId(data);
  if (bookId === undefined) return null;
  return (
    <Button asChild size="sm">
      <Link to={`/book/${bookId}`}>
        <BookOpen aria-hidden />
        {t('borrowNow')}
      </Link>
    </Button>
  );
}
