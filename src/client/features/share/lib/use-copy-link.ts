/**
 * Copy-to-clipboard with the share control's copied flag (spec 000 §4 "Share control", §8 clipboard,
 * §9 "Copied indicator 2000 ms"): after a successful copy `copied` is true for COPIED_MS and a toast
 * 'Link Copied!' / 'Book link copied to clipboard' shows; a failure shows the destructive toast
 * 'Copy Failed' / 'Please copy the link manually'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

/** How long the button reads 'Copied!' (ms, spec 000 §9). */
export const COPIED_MS = 2000;

export function useCopyLink(link: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error('Copy Failed', { description: 'Please copy the link manually' });
      return;
    }
    setCopied(true);
    toast.success('Link Copied!', { description: 'Book link copied to clipboard' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, [link]);

  return { copied, copy };
}
