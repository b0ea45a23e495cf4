/**
 * The conversation's menus (ADR 0050): beside the other member, 'Report member' and 'Block {name}' /
 * 'Unblock {name}', each opening its dialog (kept outside the menu, which unmounts when it closes); on the
 * other member's message, 'Report message' (its dialog lives in the page).
 */
import { useTranslation } from 'react-i18next';
import type { ConversationDetails } from '@/contract/conversations';
import { MoreMenu } from '@/client/components/more-menu';
import { BlockMenuItem, useBlockDialog } from '@/client/features/blocks';
import { ReportMenuItem, useReportDialog } from '@/client/features/reports';

export function ConversationSafetyMenu({ other }: { other: ConversationDetails['other'] }) {
  const { t } = useTranslation('conversations');
  const { openReport, reportDialog } = useReportDialog();
  const { askBlock, blockDialog } = useBlockDialog();
  const member = { id: other.id, name: other.name };
  return (
    <>
      <MoreMenu label={t('header.memberActions', { name: other.name })}>
        <ReportMenuItem kind="member" onSelect={() => openReport({ kind: 'member', id: other.id })} />
        <BlockMenuItem member={member} onSelect={() => askBlock(member)} />
      </MoreMenu>
      {reportDialog}
      {blockDialog}
    </>
  );
}

/** The '⋯' menu of the other member's message: 'Report message'. */
export function ConversationMessageMenu({ onReport }: { onReport: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <MoreMenu label={t('thread.messageActions')} className="self-center">
      <ReportMenuItem kind="conversation_message" onSelect={onReport} />
    </MoreMenu>
  );
}
