/**
 * Shared components in Hindi (ADR 0042): a dialog's Close, a spinner's Loading, Try again and the offline
 * reason of a disabled action follow the language shown (lib/early-text.ts).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { installBrowserShims } from '@/client/lib/testing';
import { LoadErrorCard } from './load-error-card';
import { OnlineButton } from './online-button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Toaster } from './ui/sonner';
import { Spinner } from './ui/spinner';

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('shared components in Hindi (ADR 0042)', () => {
  it('names the dialog close button and the spinner in Hindi, and in English after a switch', async () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>शीर्षक</DialogTitle>
          <DialogDescription>विवरण</DialogDescription>
          <Spinner />
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'लोड हो रहा है' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('names the toasts region in Hindi', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /^सूचनाएँ/ })).toBeInTheDocument();
  });

  it('offers Try again and explains an offline action in Hindi', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <>
        <LoadErrorCard text="गड़बड़" onRetry={() => {}} />
        <OnlineButton>उधार लें</OnlineButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उधार लें' })).toHaveAccessibleDescription(
      'आप ऑफ़लाइन हैं। इंटरनेट से जुड़ने पर फिर से कोशिश करें।',
    );
  });
});
