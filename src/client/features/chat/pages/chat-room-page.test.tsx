import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/client/features/auth';
import { createQueryClient } from '@/client/lib/query-client';
import ChatRoomPage, { roomHubId } from './chat-room-page';

vi.setConfig({ testTimeout: 15_000 });

const hub = { id: 7, name: 'Lakeview Residency', memberCount: 3, bookCount: 2, description: null };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderRoom(messages: () => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(String(input).includes('/messages') ? messages() : json([])),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, { id: 1, name: 'Asha', email: 'asha@x.in', isAdmin: false });
  client.setQueryData(['/api/societies/my'], [hub]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/societies/7/chat']}>
        <Routes>
          <Route path="/societies/:societyId/chat" element={<ChatRoomPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ChatRoomPage', () => {
  it('shows a failed load as an error with Try again, not as an empty room', async () => {
    let fail = true;
    renderRoom(() => (fail ? json({ message: 'boom' }, 500) : json([])));
    expect(await screen.findByText('Could not load messages.')).toBeVisible();
    expect(screen.queryByText(/No messages yet/)).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No messages yet - Start the conversation with your society members!'),
    ).toBeVisible();
  });

  it('shows Society Not Found when the server answers 403', async () => {
    renderRoom(() => json({ message: "Please check if you're a member of this society" }, 403));
    expect(await screen.findByRole('heading', { name: 'Society Not Found' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});

describe('roomHubId', () => {
  it('accepts only a positive whole number', () => {
    expect(roomHubId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12x']) expect(roomHubId(bad)).toBeNull();
  });
});
