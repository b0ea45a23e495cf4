/**
 * The forgot-password view of /auth (spec 000 §2, §5, §8): email, Send Reset Email, Back to Sign In.
 * Success: 'Password Reset Email sent. Please check your inbox as well as spam folder', then back to
 * Sign In; failure: 'Failed to send reset email'.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@/contract/auth';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { useForgotPassword } from '../api/forgot-password';
import { toastResetEmailFailed, toastResetEmailSent } from '../lib/toasts';
import { EmailField } from './text-field';

export function ForgotPasswordForm({
  defaultEmail = '',
  onBack,
}: {
  defaultEmail?: string;
  /** Back to Sign In; after a successful request it gets the email used. */
  onBack: (email?: string) => void;
}) {
  const { t } = useTranslation('auth');
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
        <EmailField control={form.control} name="email" />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? t('forgot.busy') : t('forgot.submit')}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={() => onBack()}>
          {t('forgot.back')}
        </Button>
      </form>
    </Form>
  );
}
