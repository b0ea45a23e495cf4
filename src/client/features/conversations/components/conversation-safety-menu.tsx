/**
 * The conversation's menu beside the other member (ADR 0050): 'Report member' and 'Block {name}' /
 * 'Unblock {name}', each opening its dialog (kept outside the menu, which unmounts when it closes). A '⋯'
 * button opens it; Tab reaches it, the arrow keys, Enter and Escape work (Radix menu).
 */
import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConversationDetails } from '@/contract/conversations';
import { Button } from '@/client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/client/components/ui/dropdown-menu';
import { BlockMenuItem, useBlockDialog } from '@/client/features/blocks';
import { ReportMenuItem, useReportDialog } from '@/client/features/reports';

export function ConversationSafetyMenu({ other }: { other: ConversationDetails['other'] }) {
  const { t } = useTranslation('conversations');
  const { openReport, reportDialog } = useReportDialog();
  const { askBlock, blockDialog } = useBlockDialog();
  const member = { id: other.id, name: other.name };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-muted-foreground size-8"
            aria-label={t('header.memberActions', { name: other.name })}
          >
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportMenuItem kind="member" onSelect={() => openReport({ kind: 'member', id: other.id })} />
          <BlockMenuItem member={member} onSelect={() => askBlock(member)} />
        </DropdownMenuContent>
      </DropdownMenu>
      {reportDialog}
      {blockDialog}
    </>
  );
}

/** The '⋯' menu of the other member's message: 'Report message' (the dialog lives in the page). */
export function ConversationMessageMenu({ onReport }: { onReport: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-muted-foreground size-8 shrink-0 self-center"
          aria-label={t('thread.messageActions')}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <ReportMenuItem kind="conversation_message" onSelect={onReport} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
