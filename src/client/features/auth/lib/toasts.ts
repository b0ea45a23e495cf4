/**
 * The auth screens' toasts, worded as the spec's error catalogue (spec 000 §8 auth rows). Errors use
 * sonner's error style (the destructive toast); at most one toast shows at a time (the Toaster's setting).
 * Texts come from the `auth` catalogue (ADR 0042).
 */
import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';
import { i18n } from '@/client/i18n/i18n';

const t = (key: string) => i18n.t(key, { ns: 'auth' });

/** Login failure: 'Error' with the server message, or 'Login failed'. */
export function toastLoginFailed(err: unknown): void {
  toast.error(t('common:error'), { description: serverMessage(err) ?? t('toast.loginFailed') });
}

/** Registration failure: 'Registration failed', with the server's reason (e.g. 'Email already registered') when given. */
export function toastRegistrationFailed(err: unknown): void {
  toast.error(t('toast.registrationFailed'), { description: serverMessage(err) });
}

/** Registration success; the form then switches to Sign In. */
export function toastRegistered(): void {
  toast.success(t('toast.registered'), { description: t('toast.registeredDescription') });
}

/** Forgot-password success. */
export function toastResetEmailSent(): void {
  toast.success(t('toast.resetEmailSent'));
}

/** Forgot-password failure: 'Failed to send reset email', with the server's reason (e.g. a rate limit) when given. */
export function toastResetEmailFailed(err: unknown): void {
  toast.error(t('toast.resetEmailFailed'), { description: serverMessage(err) });
}

/** Google sign-in could not start or finish (`/auth?error=google`). */
export function toastGoogleConnectionError(): void {
  toast.error(t('toast.googleTitle'), {
    id: 'google-connection-error',
    description: t('toast.googleDescription'),
  });
}

/** Reset-password failure: the server message or 'Failed to reset password'; a network failure 'An error occurred. Please try again.' */
export function toastResetFailed(err: unknown): void {
  const description =
    err instanceof ApiError ? (err.serverMessage ?? t('toast.resetFailed')) : t('toast.networkError');
  toast.error(t('common:error'), { description });
}

/** Reset-password success; the screen returns to /auth after `RESET_REDIRECT_MS`. */
export function toastPasswordReset(): void {
  toast.success(t('toast.passwordReset'), { description: t('toast.passwordResetDescription') });
}

function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}
