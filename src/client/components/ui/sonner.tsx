/**
 * Toaster: shadcn/ui wrapper around sonner's Toaster, themed from the `dark` class on <html>; its region and
 * close-button labels in the language shown (lib/early-text.ts, ADR 0042).
 */
import * as React from 'react';
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useEarlyT } from '@/client/lib/early-text';

function subscribeToHtmlClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function htmlIsDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const isDark = React.useSyncExternalStore(subscribeToHtmlClass, htmlIsDark, () => false);
  const earlyT = useEarlyT();

  return (
    <Sonner
      theme={isDark ? 'dark' : 'light'}
      className="toaster group"
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={earlyT('common:toasts')}
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
        } as React.CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: earlyT('common:closeToast'),
        ...toastOptions,
        style: { maxWidth: '420px', ...toastOptions?.style },
      }}
      {...props}
    />
  );
}

export { Toaster };
