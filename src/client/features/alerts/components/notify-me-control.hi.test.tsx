import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { holdTime, NotifyMeControl } from './notify-me-control';

const UNTIL = '2026-11-25T12:00:00.000Z';

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ hasAlert: true, position: 2, holdExpiresAt: null }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the availability alert in Hindi (ADR 0042)', () => {
  it('shows the reservation, the place in line and Cancel Alert in Hindi', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NotifyMeControl
          book={{
            id: 7,
            title: 'Malgudi Days',
            isAvailable: true,
            reservedUntil: UNTIL,
            reservedForYou: false,
          }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('रिज़र्व है')).toBeInTheDocument();
    expect(screen.getByText(`${holdTime(UNTIL)} तक रिज़र्व है`)).toBeInTheDocument();
    expect(await screen.findByText('लाइन में आपका नंबर 2 है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अलर्ट हटाएं — Malgudi Days' })).toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
  });
});
