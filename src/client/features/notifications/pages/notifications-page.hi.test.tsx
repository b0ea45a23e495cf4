/** The notifications page in Hindi (ADR 0042): headings, counts, actions and ages in the member's language. */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import type { Notification } from '@/contract/notifications';
import { createQueryClient } from '@/client/lib/query-client';
import NotificationsPage from './notifications-page';

const note = (id: number, attrs: Partial<Notification> = {}): Notification => ({
  id,
  type: 'reminder',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead: false,
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  data: null,
  ...attrs,
});

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderPage(list: Notification[]) {
  fakeServer({ 'GET /api/notifications': { status: 200, body: list } });
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], testUser());
  return renderWithProviders(<NotificationsPage />, { path: '/notifications', queryClient });
}

describe('the notifications page in Hindi (ADR 0042)', () => {
  it('shows the heading, the unread count, Mark as read and the age in Hindi', async () => {
    renderPage([note(1), note(2), note(3, { isRead: true })]);
    expect(screen.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(await screen.findByText('2 बिना पढ़ी')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'पढ़ लिया' })).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'बिना पढ़ी: Title 1' })).toBeInTheDocument();
    expect(screen.getAllByText('3 दिन पहले')).toHaveLength(3);
    expect(screen.getByText('इस डिवाइस पर सूचनाएँ')).toBeInTheDocument();
    expect(screen.queryByText('Mark as read')).not.toBeInTheDocument();
    expect(screen.queryByText('2 unread')).not.toBeInTheDocument();
  });

  it('says there is nothing, and switches back to English', async () => {
    renderPage([]);
    expect(await screen.findByText('कोई सूचना नहीं है')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });
});
