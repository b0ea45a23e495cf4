/**
 * The auth screens' toasts, worded as the spec's error catalogue (spec 000 §8 auth rows). Errors use
 * sonner's error style (the destructive toast); at most one toast shows at a time (the Toaster's setting).
 */
import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';

/** Login failure: 'Error' with the server message, or 'Login failed'. */
export function toastLoginFailed(err: unknown): void {
  toast.error('Error', { description: serverMessage(err) ?? 'Login failed' });
}

/** Registration failure: 'Registration failed', with the server's reason (e.g. 'Email already registered') when given. */
export function toastRegistrationFailed(err: unknown): void {
  toast.error('Registration failed', { description: serverMessage(err) });
}

/** Registration success; the form then switches to Sign In. */
export function toastRegistered(): void {
  toast.success('Account created', { description: 'Sign in with your email and password to get started.' });
}

/** Forgot-password success. */
export function toastResetEmailSent(): void {
  toast.success('Password Reset Email sent. Please check your inbox as well as spam folder');
}

/** Forgot-password failure: 'Failed to send reset email', with the server's reason (e.g. a rate limit) when given. */
export function toastResetEmailFailed(err: unknown): void {
  toast.error('Failed to send reset email', { description: serverMessage(err) });
}

/** Google sign-in could not start or finish (`/auth?error=google`). */
export function toastGoogleConnectionError(): void {
  toast.error('Connection Error', {
    id: 'google-connection-error',
    description: 'Unable to connect to Google. Please use email/password login instead.',
  });
}

/** Reset-password failure: the server message or 'Failed to reset password'; a network failure 'An error occurred. Please try again.' */
export function toastResetFailed(err: unknown): void {
  const description =
    err instanceof ApiError
      ? (err.serverMessage ?? 'Failed to reset password')
      : 'An error occurred. Please try again.';
  toast.error('Error', { description });
}

/** Reset-password success; the screen returns to /auth after `RESET_REDIRECT_MS`. */
export function toastPasswordReset(): void {
  toast.success('Password reset', {
    description: 'Your password has been changed. Sign in with your new password.',
  });
}

function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}
