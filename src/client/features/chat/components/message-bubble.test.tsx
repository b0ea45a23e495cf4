import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { MessageList } from './message-list';
import type { ShownMessage } from './message-bubble';

vi.setConfig({ testTimeout: 15_000 });

const base: ShownMessage = {
  id: 1,
  society_id: 5,
  sender_id: 3,
  sender_name: 'Ravi',
  sender_picture: null,
  content: 'Hello all',
  created_at: '2026-11-27T10:00:00.000Z',
  messageType: 'text',
};

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

function renderList(messages: ShownMessage[]) {
  renderWithProviders(
    <MessageList
      messages={messages}
      ownId={9}
      hasMore={false}
      loadingEarlier={false}
      onLoadEarlier={() => {}}
    />,
  );
  return userEvent.setup();
}

describe('hub-chat messages with reports and blocks (ADR 0050)', () => {
  it("reads 'This message was removed' for a hidden message and collapses a blocked member's", () => {
    fakeServer({});
    renderList([
      { ...base, id: 1, content: '', hidden: true },
      { ...base, id: 2, sender_id: 4, sender_name: 'Meena', content: '', blocked: true },
      { ...base, id: 3, content: 'Still here' },
    ]);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('This message was removed')).toBeInTheDocument();
    expect(within(log).getByText('Message from a member you blocked')).toBeInTheDocument();
    expect(within(log).queryByText('Meena')).not.toBeInTheDocument();
    // only the visible message of another member has a menu
    expect(within(log).getAllByRole('button', { name: "Actions for Ravi's message" })).toHaveLength(1);
  });

  it('opens Report and Block from the message menu with the keyboard', async () => {
    fakeServer({ 'GET /api/blocks': { status: 200, body: [] } });
    const user = renderList([
      { ...base, id: 3, content: 'Rude words' },
      { ...base, id: 4, sender_id: 9 },
    ]);
    const menuButton = screen.getByRole('button', { name: "Actions for Ravi's message" });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Block Ravi' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Report message' }));
    expect(await screen.findByRole('dialog', { name: 'Report a message' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Block Ravi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Ravi?' });
    expect(confirm).toHaveTextContent('Ravi is not told.');
  });
});
