/**
 * The small menu of another member's hub-chat message (ADR 0050): 'Report message' and 'Block {name}' (or
 * 'Unblock {name}'). A '⋯' button opens it; it is reachable with Tab and works with the arrow keys, Enter
 * and Escape (Radix menu). The dialogs live in the message list (`onReport`, `onBlock`), not in the menu.
 */
import { useTranslation } from 'react-i18next';
import { MoreMenu } from '@/client/components/more-menu';
import { BlockMenuItem, type BlockTarget } from '@/client/features/blocks';
import { ReportMenuItem } from '@/client/features/reports';

export interface MessageMenuProps {
  messageId: number;
  /** the sender, or null for a deleted account (then there is no one to block) */
  sender: BlockTarget | null;
  senderName: string;
  onReport: (messageId: number) => void;
  onBlock: (member: BlockTarget) => void;
}

export function MessageMenu({ messageId, sender, senderName, onReport, onBlock }: MessageMenuProps) {
  const { t } = useTranslation('chat');
  return (
    <MoreMenu label={t('room.messageActions', { name: senderName })} className="self-center">
      <ReportMenuItem kind="hub_message" onSelect={() => onReport(messageId)} />
      {sender && <BlockMenuItem member={sender} onSelect={() => onBlock(sender)} />}
    </MoreMenu>
  );
}
