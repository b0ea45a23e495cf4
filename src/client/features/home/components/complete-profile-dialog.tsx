/**
 * The 'Complete Your Profile' dialog of the home prompt (spec 001 §2.2, §5): the address form, saved by
 * PATCH /api/auth/profile; closes once saved. Its own module so the form (react-hook-form, zod) is fetched
 * when the member opens it, not with home's first screen (ADR 0065).
 */
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { useCurrentUser } from '@/client/features/auth';
import { AddressForm } from '@/client/features/profile';

export function CompleteProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('home', { keyPrefix: 'completeProfile' });
  const user = useCurrentUser();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        <AddressForm user={user} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
