/**
 * The forgot-password view of /auth (spec 000 §2, §5, §8): email, Send Reset Email, Back to Sign In.
 * Success: 'Password Reset Email sent. Please check your inbox as well as spam folder', then back to
 * Sign In; failure: 'Failed to send reset email'.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@/contract/auth';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { useForgotPassword } from '../api/forgot-password';
import { toastResetEmailFailed, toastResetEmailSent } from '../lib/toasts';
import { TextField } from './text-field';

export function ForgotPasswordForm({
  defaultEmail = '',
  onBack,
}: {
  defaultEmail?: string;
  /** Back to Sign In; after a successful request it gets the email used. */
  onBack: (email?: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: defaultEmail } });
  const forgot = useForgotPassword();

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: () => {
        toastResetEmailSent();
        onBack(email);
      },
      onError: toastResetEmailFailed,
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Email'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={() => onBack()}>
          Back to Sign In
        </Button>
      </form>
    </Form>
  );
}
