/**
 * A '⋯' button that opens a small menu of actions (Report, Block, …; ADR 0050). `label` is the button's
 * accessible name ('Actions for Ravi'); the entries are the `children`. Keyboard: Tab to the button, the
 * arrow keys, Enter and Escape in the menu (Radix). Dialogs an entry opens belong outside the menu, which
 * unmounts when it closes.
 */
import type { ReactNode } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/utils';

export function MoreMenu({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn('text-muted-foreground size-8 shrink-0', className)}
          aria-label={label}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
