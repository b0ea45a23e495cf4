/** A chat room in Hindi (ADR 0042): header count, an empty room, the message box. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/client/features/auth';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import ChatRoomPage from './chat-room-page';

vi.setConfig({ testTimeout: 20_000 });

const hub = { id: 7, name: 'Lakeview Residency', memberCount: 3, bookCount: 2, description: null };

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('the chat room in Hindi (ADR 0042)', () => {
  it('shows the room, its member count, the empty state and the message box in Hindi', async () => {
    fakeServer({ 'GET /api/societies/7/messages': { status: 200, body: [] } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, testUser());
    queryClient.setQueryData(['/api/societies/my'], [hub]);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/societies/7/chat']}>
          <Routes>
            <Route path="/societies/:societyId/chat" element={<ChatRoomPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Lakeview Residency' })).toBeInTheDocument();
    expect(screen.getByText('3 सदस्य')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सोसाइटी की सूची पर लौटें' })).toHaveAttribute('href', '/societies');
    expect(
      await screen.findByText('अभी कोई संदेश नहीं है - अपनी सोसाइटी के लोगों से बातचीत शुरू कीजिए!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'संदेश' })).toHaveAttribute('placeholder', 'संदेश लिखिए');
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeInTheDocument();
    expect(screen.queryByText(/No messages yet/)).not.toBeInTheDocument();
  });
});
