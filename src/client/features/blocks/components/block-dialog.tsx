/**
 * Blocking and unblocking a member, each behind a confirm step that says what it does (ADR 0050).
 * `useBlockDialog` keeps the confirm dialog outside any menu: `askBlock(member)` opens it, worded as Block or
 * Unblock by whether the member is already blocked; render `blockDialog` once. The server's message is the
 * success toast. `BlockButton` is a stand-alone button; `BlockMenuItem` the entry of a dropdown menu.
 */
import { useState } from 'react';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { DropdownMenuItem } from '@/client/components/ui/dropdown-menu';
import { errorMessage } from '@/client/lib/api';
import { useBlockedMembers, useSetBlocked } from '../api/blocks';

/** The member a block is about. */
export interface BlockTarget {
  id: number;
  name: string;
}

/** Whether the signed-in member has blocked `memberId` (false while the list loads or when not `enabled`). */
export function useIsBlocked(memberId: number, enabled = true): boolean {
  const list = useBlockedMembers(enabled);
  return list.data?.some((m) => m.id === memberId) ?? false;
}

function BlockConfirm({ member, onClose }: { member: BlockTarget | null; onClose: () => void }) {
  const { t } = useTranslation('blocks');
  const blocked = useIsBlocked(member?.id ?? 0, member !== null);
  const setBlocked = useSetBlocked();
  const name = member?.name ?? '';
  async function confirm() {
    if (!member) return;
    try {
      const done = await setBlocked.mutateAsync({ memberId: member.id, block: !blocked });
      toast.success(done.message);
      onClose();
    } catch (err) {
      toast.error(t('failed'), { description: errorMessage(err, t('common:pleaseTryAgain')) });
    }
  }
  return (
    <AlertDialog open={member !== null} onOpenChange={(open) => !open && !setBlocked.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t(blocked ? 'confirm.unblockTitle' : 'confirm.blockTitle', { name })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t(blocked ? 'confirm.unblockText' : 'confirm.blockText', { name })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={setBlocked.isPending}>{t('common:cancel')}</AlertDialogCancel>
          <Button
            type="button"
            variant={blocked ? 'default' : 'destructive'}
            disabled={setBlocked.isPending}
            onClick={() => void confirm()}
          >
            {setBlocked.isPending ? t('confirm.working') : t(blocked ? 'confirm.unblock' : 'confirm.block')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** `{ askBlock, blockDialog }`: open the confirm step for a member; render the element once. */
export function useBlockDialog() {
  const [member, setMember] = useState<BlockTarget | null>(null);
  return {
    askBlock: setMember,
    blockDialog: <BlockConfirm member={member} onClose={() => setMember(null)} />,
  };
}

/** 'Block {name}' or 'Unblock {name}' as a menu entry. */
export function BlockMenuItem({ member, onSelect }: { member: BlockTarget; onSelect: () => void }) {
  const { t } = useTranslation('blocks');
  const blocked = useIsBlocked(member.id);
  return (
    <DropdownMenuItem onSelect={onSelect} variant={blocked ? 'default' : 'destructive'}>
      <Ban aria-hidden />
      {t(blocked ? 'button.unblockNamed' : 'button.blockNamed', { name: member.name })}
    </DropdownMenuItem>
  );
}

/** A 'Block member' / 'Unblock member' button with its confirm dialog. */
export function BlockButton({ member, size = 'sm' }: { member: BlockTarget; size?: 'sm' | 'default' }) {
  const { t } = useTranslation('blocks');
  const blocked = useIsBlocked(member.id);
  const { askBlock, blockDialog } = useBlockDialog();
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={() => askBlock(member)}>
        <Ban aria-hidden />
        {t(blocked ? 'button.unblock' : 'button.block')}
      </Button>
      {blockDialog}
    </>
  );
}
