import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { adminUser, prepareAdminTest, renderAdmin } from '../lib/admin-test-helpers';
import AdminPage from './admin-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn(async (url: string) => {
  if (url === '/api/admin/society-requests') return new Response('[]', { status: 200 });
  if (url === '/api/admin/stats')
    return new Response(
      JSON.stringify({ totalUsers: 12, totalBooks: 40, totalSocieties: 2, activeRentals: 3 }),
    );
  return new Response('{"message":"not found"}', { status: 404 });
});

beforeEach(async () => {
  prepareAdminTest(fetchMock as unknown as typeof fetch);
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the admin panel in Hindi (ADR 0042)', () => {
  it('shows the heading, the stat cards and the tabs in Hindi, and an empty requests tab', async () => {
    const user = renderAdmin(<AdminPage />);
    expect(screen.getByRole('heading', { name: 'एडमिन पैनल' })).toBeInTheDocument();
    expect(screen.getByText('कुल किताबें')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'प्लेटफ़ॉर्म सेटिंग' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /सोसाइटी के अनुरोध/ }));
    expect(await screen.findByText('किसी सोसाइटी का अनुरोध बाकी नहीं है')).toBeInTheDocument();
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Society Requests/ })).not.toBeInTheDocument();
  });

  it('tells a member in Hindi that the page is for administrators', () => {
    renderAdmin(<AdminPage />, { ...adminUser, isAdmin: false });
    expect(screen.getByRole('heading', { name: 'यह पेज सिर्फ़ एडमिन के लिए है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएं' })).toBeInTheDocument();
  });
});
