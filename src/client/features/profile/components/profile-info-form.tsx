/**
 * The Profile Info tab (spec 001 §2.14, §5 "Profile form"): name, email, phone, the read-only user number
 * ('Share this number for referrals'), the address, and the optional school and company sections with
 * links to request a missing one. Validated with the contract's `profileBody`; saved with
 * `PUT /api/user/profile`. Toasts 'Profile Updated' / 'Error' 'Failed to update profile.'.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@/contract/auth';
import type { ProfileBody } from '@/contract/profile';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Form } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { TextField } from '@/client/features/auth';
import { useProfileOptions } from '../api/profile';
import { AddressFields } from './address-fields';
import { HubSelectField } from './hub-select-field';
import { useProfileInfoForm } from './use-profile-info-form';

/**
 * The optional school and company sections (spec 001 §2.14), with their 'Send Request to Add' links. Texts
 * are `profile:info.<hub>Section`, `info.<hub>`, `info.<hub>Placeholder`, `info.<detail>` and `info.<add>`.
 */
const SECTIONS = [
  {
    hub: 'school',
    details: ['grade', 'division'],
    add: 'addSchool',
    addTo: '/societies?type=school&action=create',
  },
  {
    hub: 'company',
    details: ['floor', 'building'],
    add: 'addCompany',
    addTo: '/societies?type=office&action=create',
  },
] as const satisfies readonly {
  hub: keyof ProfileBody;
  details: readonly (keyof ProfileBody)[];
  [key: string]: unknown;
}[];

/** The tab for the signed-in `user`. State and submit in `useProfileInfoForm`. */
export function ProfileInfoForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { form, onSubmit, saving } = useProfileInfoForm(user);
  const options = useProfileOptions();
  const { control } = form;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('info.heading')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField control={control} name="name" label={t('info.name')} autoComplete="name" />
            <TextField
              control={control}
              name="email"
              label={t('info.email')}
              type="email"
              autoComplete="email"
            />
            <TextField control={control} name="phone" label={t('info.phone')} type="tel" autoComplete="tel" />
            <div className="space-y-2">
              <Label htmlFor="profile-user-number">{t('info.userNumber')}</Label>
              <Input
                id="profile-user-number"
                value={user.userNumber ? String(user.userNumber) : t('header.notAssigned')}
                readOnly
                className="bg-muted"
                aria-describedby="profile-user-number-hint"
              />
              <p id="profile-user-number-hint" className="text-muted-foreground text-sm">
                {t('info.userNumberHint')}
              </p>
            </div>
            <AddressFields control={control} />

            {SECTIONS.map((section) => (
              <fieldset key={section.hub} className="space-y-3 rounded-lg border p-3">
                <legend className="px-1 text-sm font-medium">{t(`info.${section.hub}Section`)}</legend>
                <HubSelectField
                  control={control}
                  name={section.hub}
                  label={t(`info.${section.hub}`)}
                  placeholder={t(`info.${section.hub}Placeholder`)}
                  options={section.hub === 'school' ? options.data?.schools : options.data?.companies}
                />
                <div className="grid grid-cols-2 gap-3">
                  {section.details.map((name) => (
                    <TextField key={name} control={control} name={name} label={t(`info.${name}`)} />
                  ))}
                </div>
                <Link to={section.addTo} className="text-primary text-sm underline-offset-4 hover:underline">
                  {t(`info.${section.add}`)}
                </Link>
              </fieldset>
            ))}

            {options.isError ? (
              <div className="flex items-center justify-between gap-2 text-sm" role="alert">
                <span>{t('info.listsFailed')}</span>
                <Button type="button" size="sm" variant="outline" onClick={() => void options.refetch()}>
                  {t('common:tryAgain')}
                </Button>
              </div>
            ) : null}

            <Button type="submit" className="w-full" disabled={saving}>
              {saving ? t('common:saving') : t('common:saveChanges')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
