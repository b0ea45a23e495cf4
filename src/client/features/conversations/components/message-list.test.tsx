import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installBrowserShims } from '@/client/lib/testing';
import { testMessage } from '../lib/test-messages';
import { MessageList } from './message-list';

vi.setConfig({ testTimeout: 15_000 });

const renderList = (messages: Parameters<typeof MessageList>[0]['messages'], hasMore = false) => {
  const onLoadEarlier = vi.fn();
  render(
    <MessageList
      messages={messages}
      ownId={7}
      hasMore={hasMore}
      loadingEarlier={false}
      onLoadEarlier={onLoadEarlier}
    />,
  );
  return { onLoadEarlier, log: screen.getByRole('log', { name: 'Messages' }) };
};

describe('MessageList', () => {
  it('shows text, an event as a centred system line and a hidden message as removed', () => {
    const { log } = renderList([
      testMessage({ id: 1, senderId: 9, content: 'Is it the hardback?' }),
      testMessage({ id: 2, senderId: 7, content: 'Yes, it is.' }),
      testMessage({
        id: 3,
        senderId: null,
        messageType: 'event',
        event: 'paid',
        content: 'Asha paid for the loan.',
      }),
      testMessage({ id: 4, senderId: 9, content: '', hidden: true }),
    ]);
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Is it the hardback?');
    expect(items[1]).toHaveTextContent('You: Yes, it is.');
    expect(items[1]).toHaveClass('justify-end');
    expect(items[2]).toHaveAttribute('data-kind', 'event');
    expect(items[2]).toHaveClass('justify-center');
    expect(items[2]).toHaveTextContent('Asha paid for the loan.');
    expect(items[3]).toHaveTextContent('This message was removed');
  });

  it('never shows a hidden message’s text or photos', () => {
    const { log } = renderList([
      testMessage({ id: 1, content: 'call me on 98765 43210', hidden: true, photos: ['/p/1'] }),
    ]);
    expect(within(log).queryByText(/98765/)).toBeNull();
    expect(within(log).queryByRole('button', { name: /Open photo/ })).toBeNull();
    expect(within(log).getByText('This message was removed')).toBeVisible();
  });

  it('shows photos as thumbnails that open larger', async () => {
    installBrowserShims();
    const { log } = renderList([
      testMessage({ id: 1, content: 'Torn page', photos: ['/a.webp', '/b.webp'] }),
    ]);
    await userEvent.click(within(log).getByRole('button', { name: 'Open photo 2 of 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute('src', '/b.webp');
  });

  it('offers Load earlier messages when older ones exist', async () => {
    const { onLoadEarlier } = renderList([testMessage()], true);
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(onLoadEarlier).toHaveBeenCalledOnce();
  });
});
