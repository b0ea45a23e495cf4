import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HandoverTimeView } from '@/contract/handover';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { HandoverTimePanel } from './handover-time-panel';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const PATH = '/api/rentals/7/handover-time';
// Tuesday 1 Dec 2026, 18:00 / 18:30 IST and Wednesday 2 Dec 10:00 IST
const SLOTS = ['2026-12-01T12:30:00.000Z', '2026-12-01T13:00:00.000Z', '2026-12-02T04:30:00.000Z'];

function view(overrides: Partial<HandoverTimeView> = {}): HandoverTimeView {
  return {
    rentalId: 7,
    role: 'borrower',
    timeZone: 'Asia/Kolkata',
    canArrange: true,
    agreed: null,
    proposal: null,
    slots: SLOTS,
    ...overrides,
  };
}

function renderPanel(role: 'borrower' | 'owner' = 'borrower') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HandoverTimePanel rentalId={7} role={role} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('HandoverTimePanel', () => {
  it("lets the borrower pick one of the owner's slots, grouped by day, and shows the agreed time", async () => {
    const agreed = view({ agreed: { startsAt: SLOTS[1], agreedAt: SLOTS[0] } });
    const server = fakeServer({
      [`GET ${PATH}`]: { status: 200, body: view() },
      [`POST ${PATH}`]: { status: 200, body: { message: 'Hand-over time agreed', handoverTime: agreed } },
    });
    const user = renderPanel();
    expect(await screen.findByText(/No hand-over time yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick a time' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading', { name: /Tuesday, 1 December/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: /Wednesday, 2 December/ })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: /6:30 pm on Tuesday/i }));
    expect(sentBody(server, 1)).toEqual({ startsAt: SLOTS[1] });
    expect(toast.success).toHaveBeenCalledWith('Hand-over time agreed', expect.anything());
    expect(await screen.findByTestId('handover-agreed')).toHaveTextContent(
      /Hand-over agreed: Tue, 1 Dec.*6:30/,
    );
    expect(screen.getByRole('button', { name: 'Change time' })).toBeInTheDocument();
  });

  it('lets the borrower propose another time in India time, and shows a refusal in the sheet', async () => {
    const server = fakeServer({
      [`GET ${PATH}`]: { status: 200, body: view({ slots: [] }) },
      [`POST ${PATH}`]: {
        status: 400,
        body: { message: 'That time has already passed. Please choose a later time.' },
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Pick a time' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText(/no free slots in the next 7 days/)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Propose this time' }));
    expect(within(sheet).getByText('Choose a date and time')).toBeInTheDocument();
    expect(server).toHaveBeenCalledTimes(1);
    await user.type(within(sheet).getByLabelText('Another date and time'), '2030-01-05T07:30');
    await user.click(within(sheet).getByRole('button', { name: 'Propose this time' }));
    expect(sentBody(server, 1)).toEqual({ startsAt: '2030-01-05T02:00:00.000Z' });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('That time has already passed');
  });

  it('lets the other party accept a proposal, or propose another time', async () => {
    const proposal = { startsAt: SLOTS[2], proposedBy: 'borrower' as const, byMe: false };
    const server = fakeServer({
      [`GET ${PATH}`]: { status: 200, body: view({ role: 'owner', slots: [], proposal }) },
      [`POST ${PATH}/accept`]: {
        status: 200,
        body: {
          message: 'Hand-over time agreed',
          handoverTime: view({
            role: 'owner',
            slots: [],
            agreed: { startsAt: SLOTS[2], agreedAt: SLOTS[0] },
          }),
        },
      },
    });
    const user = renderPanel('owner');
    expect(await screen.findByText(/The borrower proposed Wed, 2 Dec/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose another time' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(server.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(await screen.findByTestId('handover-agreed')).toHaveTextContent('Wed, 2 Dec');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows an error with Try Again, and nothing once the book is picked up without a time', async () => {
    fakeServer({ [`GET ${PATH}`]: { status: 500, body: { message: 'Oops' } } });
    renderPanel();
    expect(await screen.findByText('Could not load the hand-over time.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
