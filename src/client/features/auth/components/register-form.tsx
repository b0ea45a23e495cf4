/**
 * Sign Up (spec 000 §2 /auth, §5, §7, §8): full name, email, phone, city (49-city select), flat and wing
 * number, building name, detailed address, optional referral (the referrer's user number) and password,
 * validated with the contract's `registerBody` (the spec's messages). Success calls `onRegistered` with the
 * email (the page switches to Sign In); failure shows 'Registration failed' with the server's reason.
 * State and submit in `useRegisterForm`.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { CityField } from './city-field';
import { EmailField, TextField } from './text-field';
import { useRegisterForm } from './use-register-form';

interface RegisterFormProps {
  /** Prefills the referral field (from a /register?ref=… link). */
  defaultReferredBy?: string;
  onRegistered: (email: string) => void;
}

export function RegisterForm({ defaultReferredBy = '', onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { form, onSubmit, busy } = useRegisterForm(defaultReferredBy, onRegistered);
  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          control={control}
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
        />
        <EmailField control={control} name="email" />
        <TextField
          control={control}
          name="phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('fields.phonePlaceholder')}
        />
        <CityField control={control} name="city" />
        <TextField
          control={control}
          name="flatWing"
          label={t('fields.flatWing')}
          placeholder={t('fields.flatWingPlaceholder')}
        />
        <TextField
          control={control}
          name="buildingName"
          label={t('fields.building')}
          autoComplete="address-line1"
          placeholder={t('fields.buildingPlaceholder')}
        />
        <TextField
          control={control}
          name="detailedAddress"
          label={t('fields.address')}
          autoComplete="street-address"
          placeholder={t('fields.addressPlaceholder')}
        />
        <TextField
          control={control}
          name="referredBy"
          label={t('fields.referral')}
          inputMode="numeric"
          description={t('fields.referralHelp')}
        />
        <TextField
          control={control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('signUp.busy') : t('signUp.submit')}
        </Button>
      </form>
    </Form>
  );
}
