import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetails, ReportSummary } from '@/contract/reports';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import ReportsTab from './reports-tab';

vi.setConfig({ testTimeout: 15_000 });

const summary: ReportSummary = {
  id: 7,
  targetKind: 'hub_message',
  targetId: 41,
  category: 'abusive',
  note: 'Every day',
  status: 'open',
  reporterName: 'Asha',
  targetMember: { id: 3, name: 'Ravi' },
  excerpt: 'You fool',
  createdAt: '2026-11-27T10:00:00.000Z',
};
const details: ReportDetails = {
  ...summary,
  evidence: { content: 'You fool', hubName: 'Lakeview Residency', senderId: 3 },
  targetMember: {
    id: 3,
    name: 'Ravi',
    earlierReports: 2,
    actionedReports: 1,
    reliability: 64,
    suspendedUntil: null,
    banned: true,
  },
  decision: null,
  suspendDays: null,
  decidedBy: null,
  decidedAt: null,
};

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

describe('the admin Reports tab (ADR 0050)', () => {
  it("says 'No open reports' when the queue is empty", async () => {
    fakeServer({ 'GET /api/admin/reports': { status: 200, body: [] } });
    renderWithProviders(<ReportsTab />);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists reports and opens one with its evidence and the member history', async () => {
    const server = fakeServer({
      'GET /api/admin/reports': { status: 200, body: [summary] },
      'GET /api/admin/reports/7': { status: 200, body: details },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsTab />);
    const list = await screen.findByRole('list', { name: 'Reports, oldest first' });
    expect(within(list).getByText('Hub-chat message')).toBeInTheDocument();
    expect(within(list).getByText('Abusive or harassing')).toBeInTheDocument();
    expect(within(list).getByText(/Reported by Asha · About Ravi/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Open report #7' }));

    expect(await screen.findByRole('heading', { name: 'Report #7' })).toBeInTheDocument();
    expect(screen.getByText('Every day')).toBeInTheDocument();
    expect(screen.getByText('Lakeview Residency')).toBeInTheDocument();
    expect(screen.queryByText('senderId')).not.toBeInTheDocument();
    expect(screen.getByText('Earlier reports').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Reports acted on').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Reliability').nextSibling).toHaveTextContent('64');
    expect(screen.getByText('Current restriction').nextSibling).toHaveTextContent('Banned');
    expect(screen.getByRole('button', { name: 'Hide content' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the queue' }));
    expect(await screen.findByRole('list', { name: 'Reports, oldest first' })).toBeInTheDocument();
    expect(String(server.mock.calls[0]?.[0])).toContain('status=open');
  });

  it('shows the dismissed reports when asked, and an error with Try again', async () => {
    const server = fakeServer({ 'GET /api/admin/reports': { status: 500, body: { message: 'boom' } } });
    const user = userEvent.setup();
    renderWithProviders(<ReportsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load reports.');
    server.mockImplementation(async () => new Response('[]', { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports')).toBeInTheDocument();
    expect(String(server.mock.calls.at(-1)?.[0])).toContain('status=dismissed');
  });
});
