/**
 * Sign Up (spec 000 §2 /auth, §5, §7, §8): full name, email, phone, city (49-city select), flat and wing
 * number, building name, detailed address, optional referral (the referrer's user number) and password,
 * validated with the contract's `registerBody` (the spec's messages). Success calls `onRegistered` with the
 * email (the page switches to Sign In); failure shows 'Registration failed' with the server's reason.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@/contract/auth';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { useRegister } from '../api/register';
import { toastRegistered, toastRegistrationFailed } from '../lib/toasts';
import { CityField } from './city-field';
import { TextField } from './text-field';

export function RegisterForm({
  defaultReferredBy = '',
  onRegistered,
}: {
  /** Prefills the referral field (from a /register?ref=… link). */
  defaultReferredBy?: string;
  onRegistered: (email: string) => void;
}) {
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

  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          control={control}
          name="name"
          label="Full Name"
          autoComplete="name"
          placeholder="Asha Sharma"
        />
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
        />
        <TextField
          control={control}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
        />
        <CityField control={control} name="city" />
        <TextField control={control} name="flatWing" label="Flat and Wing Number" placeholder="B-402" />
        <TextField
          control={control}
          name="buildingName"
          label="Building Name"
          autoComplete="address-line1"
          placeholder="Green Meadows Tower 2"
        />
        <TextField
          control={control}
          name="detailedAddress"
          label="Detailed Address"
          autoComplete="street-address"
          placeholder="Street, area and landmark"
        />
        <TextField
          control={control}
          name="referredBy"
          label="Referral Code (optional)"
          inputMode="numeric"
          description="The member number of the person who invited you."
        />
        <TextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  );
}
