/**
 * /reset-password (spec 000 §2, §5, §8, §9). Reads `token` from the query. Without it: 'Invalid Reset
 * Link' / 'This password reset link is invalid or has expired.' with Back to Login. Otherwise a new
 * password and its confirmation (both with show/hide), Reset Password and Back to Login; on success the
 * screen returns to /auth after RESET_REDIRECT_MS (2000 ms).
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Form } from '@/client/components/ui/form';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { TextField } from '../components/text-field';
import { resetPasswordForm } from '../lib/reset-password-form';
import { toastPasswordReset, toastResetFailed } from '../lib/toasts';

/** Delay before returning to /auth after a successful reset (spec 000 §9), in ms. */
export const RESET_REDIRECT_MS = 2000;

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Button asChild variant="ghost" className="w-full">
      <Link to="/auth">{t('reset.backToLogin')}</Link>
    </Button>
  );
}

function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('reset.invalidTitle')}>
      <Card>
        <CardHeader className="text-center">
          <TriangleAlert className="text-destructive mx-auto size-10" aria-hidden />
          <CardTitle>
            <h1 className="text-xl">{t('reset.invalidTitle')}</h1>
          </CardTitle>
          <CardDescription>{t('reset.invalidDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <BackToLogin />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onSuccess: toastPasswordReset, onError: toastResetFailed }),
  );

  return (
    <AuthLayout title={t('reset.title')}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('reset.title')}</h1>
          </CardTitle>
          <CardDescription>{t('reset.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {done ? (
            <p
              role="status"
              className="mb-4 flex items-center gap-2 rounded-md bg-emerald-100 p-3 text-sm text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100"
            >
              <CircleCheck className="size-4 shrink-0" aria-hidden />
              {t('reset.done')}
            </p>
          ) : null}
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <TextField
                control={form.control}
                name="password"
                label={t('reset.newPassword')}
                type="password"
                toggleLabel={t('reset.newPasswordToggle')}
                autoComplete="new-password"
              />
              <TextField
                control={form.control}
                name="confirmPassword"
                label={t('reset.confirmPassword')}
                type="password"
                toggleLabel={t('reset.confirmPasswordToggle')}
                autoComplete="new-password"
              />
              <Button type="submit" className="w-full" disabled={reset.isPending || done}>
                {reset.isPending ? t('reset.busy') : t('reset.submit')}
              </Button>
              <BackToLogin />
            </form>
          </Form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
