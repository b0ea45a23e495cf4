/**
 * 'Report or block' on Book Details for a member who does not own the book (ADR 0050): a menu with 'Report
 * this book', 'Report member' (the owner) and 'Block {owner}' / 'Unblock {owner}', each opening its dialog.
 * Keyboard: Tab to the button, arrows in the menu, Enter to choose, Escape to close.
 */
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Book } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { BlockMenuItem, useBlockDialog } from '@/client/features/blocks';
import { ReportMenuItem, useReportDialog } from '@/client/features/reports';

export function BookSafetyMenu({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  const { openReport, reportDialog } = useReportDialog();
  const { askBlock, blockDialog } = useBlockDialog();
  const owner = { id: book.ownerId, name: book.owner.name };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="sm" className="text-muted-foreground w-fit">
            <Flag aria-hidden />
            {t('details.safetyMenu')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <ReportMenuItem kind="book" onSelect={() => openReport({ kind: 'book', id: book.id })} />
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
            {t('details.ownerLabel', { name: owner.name })}
          </DropdownMenuLabel>
          <ReportMenuItem kind="member" onSelect={() => openReport({ kind: 'member', id: owner.id })} />
          <BlockMenuItem member={owner} onSelect={() => askBlock(owner)} />
        </DropdownMenuContent>
      </DropdownMenu>
      {reportDialog}
      {blockDialog}
    </>
  );
}
