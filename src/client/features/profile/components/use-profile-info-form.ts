/**
 * The state and submit of the Profile Info tab (spec 001 §2.14, §5 "Profile form"): the form validated
 * with the contract's `profileBody`, filled from the member; saved with `PUT /api/user/profile`. Success
 * refills it from the saved member and toasts 'Profile Updated'; failure marks the fields the server names
 * (a taken email on 409) and toasts 'Error' with 'Failed to update profile.' or the server's reason.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionUser } from '@/contract/auth';
import { profileBody, type ProfileBody } from '@/contract/profile';
import { ApiError } from '@/client/lib/api';
import { useUpdateProfile } from '../api/profile';

function formValues(user: SessionUser): ProfileBody {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    flatWing: user.flatWing,
    buildingName: user.buildingName,
    detailedAddress: user.detailedAddress,
    city: user.city,
    school: user.school,
    grade: user.grade ?? '',
    division: user.division ?? '',
    company: user.company,
    floor: user.floor ?? '',
    building: user.building ?? '',
  };
}

export function useProfileInfoForm(user: SessionUser) {
  const { t } = useTranslation('profile');
  const form = useForm({ resolver: zodResolver(profileBody), defaultValues: formValues(user) });
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast.success(t('toasts.profileUpdated'));
      },
      onError: (err) => {
        const reason = err instanceof ApiError && err.status < 500 ? err.serverMessage : undefined;
        const fields =
          err instanceof ApiError ? (err.json?.errors as Record<string, string> | undefined) : undefined;
        if (err instanceof ApiError && err.status === 409 && reason)
          form.setError('email', { message: reason });
        for (const [field, message] of Object.entries(fields ?? {})) {
          if (field in form.getValues()) form.setError(field as keyof ProfileBody, { message });
        }
        const description = reason ? t('toasts.profileFailedReason', { reason }) : t('toasts.profileFailed');
        toast.error(t('common:error'), { description });
      },
    }),
  );

  return { form, onSubmit, saving: update.isPending };
}
