/**
 * The state and submit of Sign Up (spec 000 §5, §7, §8): the form validated with the contract's
 * `registerBody` (the spec's messages), empty but for the referral (`defaultReferredBy`). A success
 * toasts and calls `onRegistered` with the email; a failure shows 'Registration failed' with the reason.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@/contract/auth';
import { useRegister } from '../api/register';
import { toastRegistered, toastRegistrationFailed } from '../lib/toasts';

export function useRegisterForm(defaultReferredBy: string, onRegistered: (email: string) => void) {
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      city: '',
      flatWing: '',
      buildingName: '',
      detailedAddress: '',
      referredBy: defaultReferredBy,
      password: '',
    },
  });
  const register = useRegister();

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        toastRegistered();
        onRegistered(values.email);
      },
      onError: toastRegistrationFailed,
    }),
  );

  return { form, onSubmit, busy: register.isPending };
}
