import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { awaitingPickupFixture } from '@/client/lib/test-fixtures';
import { PickupCodeDialog } from './pickup-code-dialog';

vi.setConfig({ testTimeout: 20_000 });

// jsdom has no canvas: the QR image is a stand-in
vi.mock('qrcode', () => ({
  default: { toDataURL: vi.fn(() => Promise.resolve('data:image/png;base64,AA==')) },
}));

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the hand-over code screen in Hindi (ADR 0042)', () => {
  it('shows the pickup code with Hindi title, hint, reading and QR description', async () => {
    fakeServer({ 'GET /api/rentals/41/pickup-code': { status: 200, body: { code: '012345' } } });
    renderWithProviders(
      <PickupCodeDialog rental={awaitingPickupFixture({ pickedUpAt: null })} open onOpenChange={() => {}} />,
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'पिकअप कोड' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('किताब लेते समय यह कोड मालिक को दिखाइए। वे इसे टाइप करेंगे या QR कोड स्कैन करेंगे।'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('पिकअप कोड 0 1 2 3 4 5')).toHaveTextContent('012345');
    expect(
      await within(dialog).findByRole('img', { name: 'पिकअप कोड 012345 का QR कोड' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Pickup Code')).not.toBeInTheDocument();
  });

  it('shows the return code in Hindi once the return is requested', async () => {
    fakeServer({ 'GET /api/rentals/41/return-code': { status: 200, body: { code: '654321' } } });
    renderWithProviders(
      <PickupCodeDialog
        rental={awaitingPickupFixture({ status: 'return_requested' })}
        stage="return"
        open
        onOpenChange={() => {}}
      />,
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'वापसी कोड' })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('वापसी कोड 6 5 4 3 2 1')).toBeInTheDocument();
  });
});
