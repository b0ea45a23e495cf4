/**
 * 'Delete my account' and its dialog (ADR 0052). Opening it asks GET /api/account/deletion: while it loads a
 * spinner, on failure the problem with 'Try again'; a deletion already scheduled says when; blockers are
 * listed as links with no confirm button; otherwise the confirm step (`DeletionForm`). A 409 from the
 * confirm step replaces the form with its blockers.
 */
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeletionBlocker } from '@/contract/account';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { formatDate } from '@/client/lib/format';
import { useDeletionStatus } from '../api/account';
import { BlockerList } from './blocker-list';
import { DeletionForm } from './deletion-form';

function CloseFooter() {
  const { t } = useTranslation('account');
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {t('dialog.close')}
        </Button>
      </DialogClose>
    </DialogFooter>
  );
}

function DialogBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const status = useDeletionStatus({ fresh: true });
  const [refused, setRefused] = useState<DeletionBlocker[] | null>(null);

  if (status.isPending) {
    return (
      <>
        <DialogDescription>{t('dialog.checking')}</DialogDescription>
        <Spinner className="mx-auto size-6" aria-label={t('dialog.checking')} />
      </>
    );
  }
  if (status.isError) {
    return (
      <>
        <DialogDescription role="alert" className="text-destructive">
          {t('dialog.loadFailed')}
        </DialogDescription>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void status.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </DialogFooter>
      </>
    );
  }
  const { scheduledFor, hasPassword, blockers } = status.data;
  if (scheduledFor) {
    return (
      <>
        <DialogDescription>
          {t('dialog.alreadyScheduled', { date: formatDate(scheduledFor) })}
        </DialogDescription>
        <CloseFooter />
      </>
    );
  }
  const shown = refused ?? blockers;
  if (shown.length > 0) {
    return (
      <>
        <DialogDescription>{t('dialog.blockedIntro')}</DialogDescription>
        <BlockerList blockers={shown} onFollow={onClose} />
        <CloseFooter />
      </>
    );
  }
  return (
    <>
      <DialogDescription>{t('dialog.intro')}</DialogDescription>
      <DeletionForm hasPassword={hasPassword} onBlocked={setRefused} onDone={onClose} />
    </>
  );
}

/** The destructive 'Delete my account' button with its dialog. */
export function DeleteAccountButton() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="text-destructive hover:text-destructive w-full dark:text-red-400 dark:hover:text-red-400"
        >
          <Trash2 aria-hidden />
          {t('delete.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
        </DialogHeader>
        {open && <DialogBody onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
