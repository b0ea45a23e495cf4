/**
 * Sign In (spec 000 §2 /auth, §5, §7, §8): Continue with Google (a browser redirect to /api/auth/google),
 * email, password with show/hide and the 'Forgot your password' link. Success reloads the app at '/';
 * failure shows 'Error' with the server message or 'Login failed'.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@/contract/auth';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { Separator } from '@/client/components/ui/separator';
import { useLogin } from '../api/login';
import { toastLoginFailed } from '../lib/toasts';
import { GoogleButton } from './google-button';
import { EmailField, TextField } from './text-field';

export function LoginForm({
  defaultEmail = '',
  onForgotPassword,
}: {
  defaultEmail?: string;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const login = useLogin();
  // After success the page reloads: keep the button busy until it does.
  const busy = login.isPending || login.isSuccess;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => window.location.assign('/'), onError: toastLoginFailed }),
  );

  return (
    <div className="space-y-5">
      <GoogleButton />
      <div className="flex items-center gap-3">
        <Separator className="flex-1" />
        <span className="text-muted-foreground text-xs uppercase">{t('signIn.or')}</span>
        <Separator className="flex-1" />
      </div>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <EmailField control={form.control} name="email" />
          <TextField
            control={form.control}
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            labelAside={
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={onForgotPassword}
              >
                {t('signIn.forgot')}
              </Button>
            }
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </Button>
        </form>
      </Form>
    </div>
  );
}
