import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetails } from '@/contract/reports';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { DecisionForm } from './decision-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
vi.setConfig({ testTimeout: 15_000 });

const report: ReportDetails = {
  id: 7,
  targetKind: 'hub_message',
  targetId: 41,
  category: 'abusive',
  note: null,
  status: 'open',
  reporterName: 'Asha',
  targetMember: {
    id: 3,
    name: 'Ravi',
    earlierReports: 1,
    actionedReports: 0,
    reliability: 80,
    suspendedUntil: null,
    banned: false,
  },
  excerpt: 'You fool',
  evidence: { content: 'You fool' },
  createdAt: '2026-11-27T10:00:00.000Z',
  decision: null,
  suspendDays: null,
  decidedBy: null,
  decidedAt: null,
};

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(r: ReportDetails = report) {
  const onDecided = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<DecisionForm report={r} onDecided={onDecided} />);
  return { user, onDecided };
}

const DECIDE = 'POST /api/admin/reports/7/decision';

describe('the admin decision form (ADR 0050)', () => {
  it('offers Hide content only for content that can be hidden', () => {
    renderForm();
    for (const name of ['Dismiss', 'Hide content', 'Warn', 'Suspend', 'Ban'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    cleanup();
    renderForm({ ...report, targetKind: 'member' });
    expect(screen.queryByRole('button', { name: 'Hide content' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeInTheDocument();
  });

  it('asks to confirm, and Cancel sends nothing', async () => {
    const server = fakeServer({});
    const { user, onDecided } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Hide content' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide this content?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server).not.toHaveBeenCalled();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('hides the content once confirmed, toasts the server message and goes back', async () => {
    const server = fakeServer({ [DECIDE]: { status: 200, body: { message: 'The content is hidden.' } } });
    const { user, onDecided } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Hide content' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledOnce());
    expect(sentBody(server)).toEqual({ decision: 'hide' });
    expect(toast.success).toHaveBeenCalledWith('The content is hidden.');
  });

  it('refuses a suspension outside 1–90 days and sends the days typed otherwise', async () => {
    const server = fakeServer({ [DECIDE]: { status: 200, body: { message: 'Suspended.' } } });
    const { user, onDecided } = renderForm();
    const days = screen.getByRole('spinbutton', { name: /Suspension length in days/ });
    for (const bad of ['0', '91', '']) {
      await user.clear(days);
      if (bad) await user.type(days, bad);
      await user.click(screen.getByRole('button', { name: 'Suspend' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Give a whole number of days from 1 to 90.');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Suspend this member?' });
    expect(confirm).toHaveTextContent('for 14 days');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledOnce());
    expect(sentBody(server)).toEqual({ decision: 'suspend', suspendDays: 14 });
  });

  it("toasts a refusal with the server's message and stays", async () => {
    fakeServer({ [DECIDE]: { status: 409, body: { message: 'This report was already decided.' } } });
    const { user, onDecided } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not save the decision.', {
        description: 'This report was already decided.',
      }),
    );
    expect(onDecided).not.toHaveBeenCalled();
  });
});
