/**
 * The few words the shared components say on every screen (ADR 0042): a dialog's Close, a spinner's
 * Loading, the toasts' labels, Try again, the offline reason of a disabled action, a cover's alt text. These components render
 * on any route, some in the initial chunk (the splash's spinner), before or without the `app` catalogue,
 * so their English and Hindi words live here and are picked with lib/early-text.ts, without i18next.
 */
import type { EarlyText } from './early-text';

export const COMMON_TEXT: EarlyText<{
  close: string;
  loading: string;
  tryAgain: string;
  offlineAction: string;
  coverOf: (title: string) => string;
  signIn: string;
  home: string;
  /** the toasts' region (sonner adds its hotkey) and each toast's close button */
  toasts: string;
  closeToast: string;
}> = {
  en: {
    close: 'Close',
    loading: 'Loading',
    tryAgain: 'Try again',
    offlineAction: 'You are offline. Try again when you are connected.',
    coverOf: (title) => `Cover of ${title}`,
    signIn: 'Sign in',
    home: 'Hubshelf home',
    toasts: 'Notifications',
    closeToast: 'Close toast',
  },
  hi: {
    close: 'बंद करें',
    loading: 'लोड हो रहा है',
    tryAgain: 'फिर से कोशिश करें',
    offlineAction: 'आप ऑफ़लाइन हैं। इंटरनेट से जुड़ने पर फिर से कोशिश करें।',
    coverOf: (title) => `${title} का कवर`,
    signIn: 'साइन इन',
    home: 'Hubshelf होम',
    toasts: 'सूचनाएँ',
    closeToast: 'सूचना बंद करें',
  },
};
