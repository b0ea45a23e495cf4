import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { ScanBarcodeDialog } from './scan-barcode-dialog';

beforeEach(async () => {
  installBrowserShims();
  fakeServer({ 'GET /api/books/my': { status: 200, body: [] } });
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("'Scan many' in Hindi (ADR 0042)", { timeout: 20_000 }, () => {
  it('names the switch, the flags and the review button in Hindi', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ScanBarcodeDialog open onOpenChange={() => {}} onIsbn={() => {}} onReview={() => {}} />,
    );
    await user.click(screen.getByRole('switch', { name: 'कई किताबें स्कैन करें' }));
    expect(screen.getByRole('button', { name: '0 किताब जाँचें' })).toBeDisabled();
    await user.type(screen.getByLabelText('या ISBN टाइप करें'), '12345{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('यह सही ISBN नहीं है: 12345');
    await user.type(screen.getByLabelText('या ISBN टाइप करें'), '9781112223334{Enter}');
    await waitFor(() => expect(screen.getByText('किसी भी कैटलॉग में यह ISBN नहीं मिला')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '1 किताब जाँचें' })).toBeEnabled();
    expect(screen.getByText('सूची में 1 किताब')).toBeInTheDocument();
  });
});
