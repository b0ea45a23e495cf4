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
            <TextField
              control={form.control}
              name="currentPassword"
              label={t.current}
              type="password"
              toggleLabel="current password"
              autoComplete="current-password"
            />
            <TextField
              control={form.control}
              name="newPassword"
              label={t.next}
              type="password"
              toggleLabel="new password"
              autoComplete="new-password"
            />
            <TextField
              control={form.control}
              name="confirmPassword"
              label={t.confirm}
              type="password"
              toggleLabel="password confirmation"
              autoComplete="new-password"
            />
            <Button type="submit" className="w-full" disabled={change.isPending}>
              {change.isPending ? t.updating : t.submit}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
