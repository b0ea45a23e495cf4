/**
 * The owner's two-step delete (spec 001 §2.4, §4.6): 'Delete Book', then 'Confirm Delete' (with Cancel).
 * A refusal (the book is lent out) shows the destructive toast 'Delete Failed' / 'Failed to delete book.
 * It may be currently borrowed.' (spec 001 §8).
 */
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useDeleteBook } from '../api/delete-book';

export function DeleteBookButton({ bookId, onDeleted }: { bookId: number; onDeleted: () => void }) {
  const { t } = useTranslation('books');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBook();

  if (!confirming) {
    return (
      <Button
        type="button"
        variant="outline"
        className="text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
        {t('delete.button')}
      </Button>
    );
  }

  const confirm = () =>
    remove.mutate(bookId, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        onDeleted();
      },
      onError: () => {
        toast.error(t('delete.failedTitle'), { description: t('delete.failed') });
        setConfirming(false);
      },
    });

  return (
    <div className="flex gap-2" role="group" aria-label={t('delete.confirmGroup')}>
      <Button
        type="button"
        variant="outline"
        className="flex-1"
        onClick={() => setConfirming(false)}
        disabled={remove.isPending}
      >
        {t('common:cancel')}
      </Button>
      <Button
        type="button"
        variant="destructive"
        className="flex-1"
        onClick={confirm}
        disabled={remove.isPending}
      >
        {remove.isPending ? <Spinner aria-label={t('delete.deleting')} /> : <Trash2 aria-hidden />}
        {t('delete.confirm')}
      </Button>
    </div>
  );
}
