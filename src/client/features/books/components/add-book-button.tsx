/**
 * A button that opens the Add Book dialog (spec 000 §2 "Add Book / Edit Book dialog"); the label and
 * style are the caller's.
 */
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OnlineButton } from '@/client/components/online-button';
import { BookFormDialog } from './book-form-dialog';

interface AddBookButtonProps {
  children?: ReactNode;
  variant?: 'default' | 'outline' | 'secondary';
  className?: string;
}

export function AddBookButton({ children, variant = 'default', className }: AddBookButtonProps) {
  const { t } = useTranslation('books');
  const [open, setOpen] = useState(false);
  return (
    <>
      <OnlineButton type="button" variant={variant} className={className} onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {children ?? t('tiles.addBook')}
      </OnlineButton>
      <BookFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
