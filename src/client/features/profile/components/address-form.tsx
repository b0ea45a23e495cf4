/**
 * The address form (spec 001 §5 "Profile address form", §8): flat and wing, building name, detailed
 * address and city, validated with the contract's `addressBody` and saved with `PATCH /api/auth/profile`.
 * Toasts 'Profile Updated', or 'Error' 'Failed to update profile.' with the server's reason. The home's
 * 'Complete Your Profile' card uses it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionUser } from '@/contract/auth';
import { addressBody, type AddressBody } from '@/contract/profile';
import { isProvided } from '@/domain/profile';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { ApiError } from '@/client/lib/api';
import { useUpdateAddress } from '../api/profile';
import { AddressFields } from './address-fields';

/** The member's address as form values; placeholders ("Not provided") start empty. */
function addressValues(user: SessionUser): AddressBody {
  const value = (v: string) => (isProvided(v) ? v : '');
  return {
    flatWing: value(user.flatWing),
    buildingName: value(user.buildingName),
    detailedAddress: value(user.detailedAddress),
    city: value(user.city),
  };
}

export function AddressForm({ user, onSaved }: { user: SessionUser; onSaved?: () => void }) {
  const { t } = useTranslation('profile');
  const form = useForm({ resolver: zodResolver(addressBody), defaultValues: addressValues(user) });
  const update = useUpdateAddress();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('toasts.profileUpdated'));
        onSaved?.();
      },
      onError: (err) => {
        const reason = err instanceof ApiError && err.status < 500 ? err.serverMessage : undefined;
        const fields =
          err instanceof ApiError ? (err.json?.errors as Record<string, string> | undefined) : undefined;
        for (const [field, message] of Object.entries(fields ?? {})) {
          if (field in form.getValues()) form.setError(field as keyof AddressBody, { message });
        }
        const description = reason ? t('toasts.profileFailedReason', { reason }) : t('toasts.profileFailed');
        toast.error(t('common:error'), { description });
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <AddressFields control={form.control} />
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? t('common:saving') : t('address.save')}
        </Button>
      </form>
    </Form>
  );
}
