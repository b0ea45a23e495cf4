import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { HandoverTimePanel } from './handover-time-panel';
import { HandoverWindowsSection } from './handover-windows-section';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const windows = [
  { weekday: 6, fromMinute: 600, toMinute: 720 },
  { weekday: 6, fromMinute: 700, toMinute: 800 },
];

describe('hand-over times in Hindi (ADR 0042, ADR 0050)', () => {
  it('names overlapping windows in Hindi before saving, and saves valid ones', async () => {
    const server = fakeServer({
      'GET /api/profile/handover-windows': { status: 200, body: { windows, timeZone: 'Asia/Kolkata' } },
      'PUT /api/profile/handover-windows': {
        status: 200,
        body: { windows: windows.slice(0, 1), timeZone: 'Asia/Kolkata' },
      },
    });
    renderWithProviders(<HandoverWindowsSection />);
    expect(await screen.findByRole('heading', { name: 'हैंड-ओवर के समय' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'हैंड-ओवर के समय सहेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('एक ही दिन की दो समय-खिड़कियाँ आपस में टकरा रही हैं');
    expect(server).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'समय-खिड़की 2 हटाएँ' }));
    await user.click(screen.getByRole('button', { name: 'हैंड-ओवर के समय सहेजें' }));
    expect(sentBody(server, 1)).toEqual({ windows: windows.slice(0, 1) });
  });

  it('shows the agreed time in Hindi', async () => {
    fakeServer({
      'GET /api/rentals/7/handover-time': {
        status: 200,
        body: {
          rentalId: 7,
          role: 'owner',
          timeZone: 'Asia/Kolkata',
          canArrange: true,
          agreed: { startsAt: '2026-12-01T12:30:00.000Z', agreedAt: null },
          proposal: null,
          slots: [],
        },
      },
    });
    renderWithProviders(<HandoverTimePanel rentalId={7} role="owner" />);
    expect(await screen.findByTestId('handover-agreed')).toHaveTextContent(/^हैंड-ओवर तय: /);
    expect(screen.getByRole('button', { name: 'दूसरा समय प्रस्तावित करें' })).toBeInTheDocument();
  });
});
