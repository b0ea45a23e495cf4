import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/client/features/auth';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import { testConversation, testMessage } from '../lib/test-messages';
import ConversationPage, { conversationIdOf } from './conversation-page';

vi.setConfig({ testTimeout: 20_000 });

const WARNING = 'Deposits and refunds are protected only when you pay through Hubshelf.';

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, testUser({ id: 7 }));
  return renderWithProviders(<Navigate to="/messages/5" replace />, {
    queryClient,
    routes: [{ path: '/messages/:id', element: <ConversationPage /> }],
  });
}

const sends = (mock: ReturnType<typeof fakeServer>) =>
  mock.mock.calls
    .map((call, i) => ({ call, i }))
    .filter(({ call }) => call[1]?.method === 'POST' && String(call[0]).endsWith('/messages'));

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

describe('ConversationPage', () => {
  it('shows the book, the other member and the messages, and marks the newest read', async () => {
    const server = fakeServer({
      'GET /api/conversations/5': { status: 200, body: testConversation() },
      'GET /api/conversations/5/messages': { status: 200, body: [testMessage({ id: 11 })] },
      'POST /api/conversations/5/read': { status: 200, body: { message: 'ok' } },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'The Guide' })).toHaveAttribute('href', '/book/3');
    expect(screen.getByText('With Ravi Kumar')).toBeVisible();
    expect(await screen.findByText('Is it the hardback?')).toBeVisible();
    await vi.waitFor(() => {
      const read = server.mock.calls.findIndex((c) => String(c[0]).endsWith('/read'));
      expect(read).toBeGreaterThanOrEqual(0);
      expect(sentBody(server, read)).toEqual({ lastMessageId: 11 });
    });
  });

  it('shows the contact warning once as an inline notice when the answer carries it', async () => {
    let n = 20;
    const server = fakeServer({
      'GET /api/conversations/5': { status: 200, body: testConversation() },
      'GET /api/conversations/5/messages': { status: 200, body: [] },
      'POST /api/conversations/5/read': { status: 200, body: { message: 'ok' } },
      'POST /api/conversations/5/messages': (init) => {
        const body = JSON.parse(String(init?.body)) as { content: string; clientMessageId: string };
        n += 1;
        return {
          status: 200,
          body: {
            message: testMessage({
              id: n,
              senderId: 7,
              content: body.content,
              clientMessageId: body.clientMessageId,
            }),
            contactWarning: n === 21 ? WARNING : null,
          },
        };
      },
    });
    renderPage();
    expect(await screen.findByText(/No messages yet/)).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Call me on 98765 43210{Enter}');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(WARNING);
    expect(
      within(screen.getByRole('log', { name: 'Messages' })).getByText('Call me on 98765 43210'),
    ).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(WARNING)).toBeNull();
    await userEvent.type(box, 'or mail me{Enter}');
    expect(await screen.findByText('or mail me')).toBeVisible();
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(sends(server)).toHaveLength(2);
  });

  it('retries a failed send with the same clientMessageId, and a new message with a new one', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /api/conversations/5': { status: 200, body: testConversation() },
      'GET /api/conversations/5/messages': { status: 200, body: [] },
      'POST /api/conversations/5/read': { status: 200, body: { message: 'ok' } },
      'POST /api/conversations/5/messages': (init) => {
        if (fail) return { status: 500, body: { message: 'Something went wrong' } };
        const body = JSON.parse(String(init?.body)) as { content: string };
        return {
          status: 200,
          body: {
            message: testMessage({ id: 30, senderId: 7, content: body.content }),
            contactWarning: null,
          },
        };
      },
    });
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await screen.findByText(/No messages yet/);
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(box).toHaveValue('Hello');
    fail = false;
    await userEvent.type(box, '{Enter}');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    await userEvent.type(box, 'Second{Enter}');
    await vi.waitFor(() => expect(sends(server)).toHaveLength(3));
    const keys = sends(server).map(
      ({ i }) => (sentBody(server, i) as { clientMessageId: string }).clientMessageId,
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows Conversation not found when the server refuses', async () => {
    fakeServer({ 'GET /api/conversations/5': { status: 404, body: { message: 'Not found' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    fakeServer({
      'GET /api/conversations/5': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { status: 200, body: testConversation() },
      'GET /api/conversations/5/messages': { status: 200, body: [] },
      'POST /api/conversations/5/read': { status: 200, body: { message: 'ok' } },
    });
    renderPage();
    expect(await screen.findByText('Could not load this conversation.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'The Guide' })).toBeVisible();
  });
});

describe('conversationIdOf', () => {
  it('accepts only a positive whole number', () => {
    expect(conversationIdOf('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc']) expect(conversationIdOf(bad)).toBeNull();
  });
});
