/**
 * The Security tab's password form (spec 001 §5 "Password form", §8): current, new and confirm, with the
 * contract's messages. Success clears the form; failure shows 'Failed to update password.' with the
 * server's reason (e.g. 'Current password is incorrect').
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { passwordBody } from '@/contract/profile';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Form } from '@/client/components/ui/form';
import { TextField } from '@/client/features/auth';
import { errorMessage } from '@/client/lib/api';
import { useChangePassword } from '../api/profile';

/** name, label key and show/hide button name key (`profile:security.<key>`, `<key>Toggle`), autocomplete */
const FIELDS = [
  ['currentPassword', 'current', 'current-password'],
  ['newPassword', 'next', 'new-password'],
  ['confirmPassword', 'confirm', 'new-password'],
] as const;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityForm() {
  const form = useForm({ resolver: zodResolver(passwordBody), defaultValues: EMPTY });
  const change = useChangePassword();
  const { t } = useTranslation('profile');

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(t('toasts.passwordUpdated'), {
          description: t('toasts.passwordUpdatedDescription'),
        });
      },
      onError: (err) =>
        toast.error(t('toasts.passwordFailed'), {
          description: errorMessage(err, t('common:pleaseTryAgain')),
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security.heading')}</CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {FIELDS.map(([name, key, autoComplete]) => (
              <TextField
                key={name}
                control={form.control}
                name={name}
                label={t(`security.${key}`)}
                type="password"
                toggleLabel={t(`security.${key}Toggle`)}
                autoComplete={autoComplete}
              />
            ))}
            <Button type="submit" className="w-full" disabled={change.isPending}>
              {change.isPending ? t('security.updating') : t('security.submit')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
