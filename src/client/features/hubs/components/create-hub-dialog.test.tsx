import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { CreateHubDialog } from './create-hub-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
/** Radix radio buttons measure themselves; jsdom has no ResizeObserver. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const refusal = {
  message: 'A society needs at least 90 units to meet the minimum apartment requirement.',
  minApartments: 90,
  suggestedSocieties: [
    { id: 7, name: 'Lakeview Residency', city: 'Mumbai', memberCount: 3, distanceKm: 1.2 },
    { id: 9, name: 'Powai Vihar', city: 'Mumbai', memberCount: 1, distanceKm: null },
  ],
};

type Reply = { status: number; body: unknown };
let replies: Reply[];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const reply = replies.shift() ?? { status: 500, body: { message: 'unexpected call' } };
  return new Response(JSON.stringify(reply.body), { status: reply.status });
});

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [open, setOpen] = useState(true);
  return <CreateHubDialog open={open} onOpenChange={setOpen} defaultCity="Mumbai" />;
}

async function submitSociety(units: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('Name'), 'Tiny Towers');
  await user.type(screen.getByLabelText('Number of Members/Units'), units);
  await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
  return user;
}

function sentBody(call: number) {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
}

describe('CreateHubDialog', () => {
  it('sends the request and says it awaits admin approval', async () => {
    replies.push({
      status: 200,
      body: {
        message: 'ok',
        id: 5,
        name: 'Tiny Towers',
        hubType: 'society',
        city: 'Mumbai',
        apartmentCount: 120,
        description: null,
        status: 'pending',
      },
    });
    await submitSociety('120');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(vi.mocked(toast.success).mock.calls[0]![0]).toBe('Society Request Submitted');
    expect(JSON.stringify(vi.mocked(toast.success).mock.calls[0]![1])).toContain('awaiting admin approval');
    expect(sentBody(0)).toMatchObject({
      url: '/api/societies',
      method: 'POST',
      body: { name: 'Tiny Towers', hubType: 'society', city: 'Mumbai', apartmentCount: 120 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows Failed to create society for any other error', async () => {
    replies.push({ status: 500, body: { message: 'Internal Server Error' } });
    await submitSociety('120');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]![0]).toBe('Failed to create society');
    expect(screen.getByRole('dialog', { name: 'Create a Hub' })).toBeInTheDocument();
  });

  it('opens the merge dialog on the minimum apartment refusal and sends the merge request', async () => {
    replies.push({ status: 400, body: refusal });
    const user = await submitSociety('20');

    const merge = await screen.findByRole('dialog', { name: 'Minimum Apartment Requirement Not Met' });
    expect(merge).toHaveTextContent('at least 90 units');
    expect(screen.queryByRole('dialog', { name: 'Create a Hub' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('New Hub Name')).toHaveValue('Tiny Towers');

    await user.click(screen.getByRole('button', { name: 'Request Merge' }));
    expect(await screen.findByText('Please choose a hub to merge with')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Hub Name'));
    await user.click(screen.getByRole('radio', { name: /Lakeview Residency/ }));
    await user.click(screen.getByRole('button', { name: 'Request Merge' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('New Hub Name'), 'Lakeview and Tiny Towers');
    replies.push({ status: 200, body: { message: 'ok', id: 3 } });
    await user.click(screen.getByRole('button', { name: 'Request Merge' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Merge Request Submitted', expect.anything()),
    );
    expect(sentBody(1)).toMatchObject({
      url: '/api/societies/merge-request',
      body: {
        targetSocietyId: 7,
        newSocietyName: 'Lakeview and Tiny Towers',
        apartmentCount: 20,
        city: 'Mumbai',
      },
    });
  });

  it('keeps the merge dialog open with Failed to submit merge request when sending fails', async () => {
    replies.push({ status: 400, body: refusal });
    const user = await submitSociety('20');
    await screen.findByRole('dialog', { name: 'Minimum Apartment Requirement Not Met' });
    await user.click(screen.getByRole('radio', { name: /Powai Vihar/ }));
    replies.push({ status: 500, body: { message: 'boom' } });
    await user.click(screen.getByRole('button', { name: 'Request Merge' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to submit merge request'));
    expect(screen.getByRole('dialog', { name: 'Minimum Apartment Requirement Not Met' })).toBeInTheDocument();
  });
});
