/** The Messages list and a conversation's lines in Hindi (ADR 0042). */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testMessage } from '../lib/test-messages';
import { ConversationList } from './conversation-list';
import { MessageList } from './message-list';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('conversations in Hindi', () => {
  it('shows the empty Messages list with its hint in Hindi', async () => {
    fakeServer({ 'GET /api/conversations': { status: 200, body: [] } });
    renderWithProviders(<ConversationList />);
    expect(await screen.findByText('अभी कोई संदेश नहीं')).toBeVisible();
    expect(screen.getByRole('link', { name: 'किताबें देखें' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByText('No messages yet')).toBeNull();
  });

  it('words a removed message in Hindi', () => {
    render(
      <MessageList
        messages={[testMessage({ hidden: true, content: '' })]}
        ownId={7}
        hasMore
        loadingEarlier={false}
        onLoadEarlier={() => {}}
      />,
    );
    expect(screen.getByText('यह संदेश हटा दिया गया')).toBeVisible();
    expect(screen.getByRole('button', { name: 'पुराने संदेश लोड करें' })).toBeVisible();
  });
});
