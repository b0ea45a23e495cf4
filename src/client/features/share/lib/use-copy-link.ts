/**
 * Copy-to-clipboard with a copied flag (spec 000 §4 "Share control", §8 clipboard, §9 "Copied indicator
 * 2000 ms"; 001 §2.2 Invite Friends, §8): after a successful copy `copied` is true for COPIED_MS and the
 * caller's success toast shows (the share control's is `bookLinkCopied()`); a failure shows the
 * destructive toast 'Copy Failed' / 'Please copy the link manually'. Texts from the `share` catalogue
 * (ADR 0042).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { i18n } from '@/client/i18n/i18n';

/** How long the button reads 'Copied!' (ms, spec 000 §9). */
export const COPIED_MS = 2000;

/** A success toast: title and description. */
export interface CopyToast {
  title: string;
  description: string;
}

/** The share control's success toast (spec 000 §8), in the current language. */
export function bookLinkCopied(): CopyToast {
  return {
    title: i18n.t('share:toast.linkCopied'),
    description: i18n.t('share:toast.linkCopiedDescription'),
  };
}

export function useCopyLink(
  link: string,
  success: CopyToast,
): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error(i18n.t('share:toast.copyFailed'), {
        description: i18n.t('share:toast.copyFailedDescription'),
      });
      return;
    }
    setCopied(true);
    toast.success(success.title, { description: success.description });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, [link, success.title, success.description]);

  return { copied, copy };
}
