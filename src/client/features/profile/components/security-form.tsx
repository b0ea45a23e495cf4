/**
 * The Security tab's password form (spec 001 §5 "Password form", §8): current, new and confirm, with the
 * contract's messages. Success clears the form; failure shows 'Failed to update password.' with the
 * server's reason (e.g. 'Current password is incorrect').
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { passwordBody } from '@/contract/profile';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Form } from '@/client/components/ui/form';
import { TextField } from '@/client/features/auth';
import { errorMessage } from '@/client/lib/api';
import { useChangePassword } from '../api/profile';
import { PROFILE_TEXT } from '../text';

/** name, label, show/hide button name, autocomplete */
const FIELDS = [
  ['currentPassword', PROFILE_TEXT.security.current, 'current password', 'current-password'],
  ['newPassword', PROFILE_TEXT.security.next, 'new password', 'new-password'],
  ['confirmPassword', PROFILE_TEXT.security.confirm, 'password confirmation', 'new-password'],
] as const;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityForm() {
  const form = useForm({ resolver: zodResolver(passwordBody), defaultValues: EMPTY });
  const change = useChangePassword();
  const t = PROFILE_TEXT.security;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(PROFILE_TEXT.toasts.passwordUpdated, {
          description: PROFILE_TEXT.toasts.passwordUpdatedDescription,
        });
      },
      onError: (err) =>
        toast.error(PROFILE_TEXT.toasts.passwordFailed, {
          description: errorMessage(err, 'Please try again.'),
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.heading}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {FIELDS.map(([name, label, toggleLabel, autoComplete]) => (
              <TextField
                key={name}
                control={form.control}
                name={name}
                label={label}
                type="password"
                toggleLabel={toggleLabel}
                autoComplete={autoComplete}
              />
            ))}
            <Button type="submit" className="w-full" disabled={change.isPending}>
              {change.isPending ? t.updating : t.submit}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
