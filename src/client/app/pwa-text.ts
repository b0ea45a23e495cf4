/**
 * What the installable app says about its updates and its connection (docs/decisions/0034-installable-offline-shell.md),
 * in English and Hindi (ADR 0042). Shown before or outside the pages' catalogues (the update prompt, the
 * offline bar), so the words live here and are picked with `lib/early-text.ts`, without i18next.
 */
import type { EarlyText } from '@/client/lib/early-text';

export const PWA_TEXT: EarlyText<{
  updateAvailable: string;
  reload: string;
  offline: string;
  /** `ago`: in English date-fns' distance ('5 minutes'), in Hindi the relative age ('5 मिनट पहले'). */
  savedAgo: (ago: string) => string;
}> = {
  en: {
    updateAvailable: 'Update available',
    reload: 'Reload',
    offline: 'You are offline',
    savedAgo: (ago) => `Showing what was saved ${ago} ago`,
  },
  hi: {
    updateAvailable: 'नया वर्शन आ गया है',
    reload: 'फिर से लोड करें',
    offline: 'आप ऑफ़लाइन हैं',
    savedAgo: (ago) => `${ago} सेव की गई जानकारी दिख रही है`,
  },
};
