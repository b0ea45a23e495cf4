import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { ReportButton } from './report-menu-item';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
vi.setConfig({ testTimeout: 15_000 });

const CATEGORIES = [
  'Spam or scam',
  'Abusive or harassing',
  'Fake or misleading listing',
  'Unsafe meeting',
  'Item not returned',
  'Other',
];

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ReportButton target={{ kind: 'hub_message', id: 41 }} />);
  await user.click(screen.getByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a message' });
  return { user, dialog };
}

describe('ReportDialog (ADR 0050)', () => {
  it('offers the six categories worded for people and asks for one before sending', async () => {
    const server = fakeServer({});
    const { user, dialog } = await openDialog();
    const group = within(dialog).getByRole('radiogroup', { name: 'What is wrong?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toHaveLength(6);
    for (const name of CATEGORIES) expect(within(group).getByRole('radio', { name })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong.');
    expect(server).not.toHaveBeenCalled();
  });

  it('counts the note up to 500 characters and cuts it there', async () => {
    fakeServer({});
    const { user, dialog } = await openDialog();
    const note = within(dialog).getByRole('textbox', { name: /Anything else/ });
    expect(within(dialog).getByText('0 of 500 characters')).toBeInTheDocument();
    await user.type(note, 'Rude again');
    expect(within(dialog).getByText('10 of 500 characters')).toBeInTheDocument();
    expect(note).toHaveAttribute('maxLength', '500');
    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(520));
    expect((note as HTMLTextAreaElement).value).toHaveLength(500);
    expect(within(dialog).getByText('500 of 500 characters')).toBeInTheDocument();
  });

  it('sends the target, category and trimmed note, disables Send while saving, then toasts and closes', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const server = fakeServer({
      'POST /api/reports': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Abusive or harassing' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), '  Called me names  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(sentBody(server)).toEqual({
      targetKind: 'hub_message',
      targetId: 41,
      category: 'abusive',
      note: 'Called me names',
    });
    answer({ status: 201, body: { message: 'Thank you. An administrator will look at it.', id: 9 } });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Thank you. An administrator will look at it.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no note when it is only spaces', async () => {
    const server = fakeServer({ 'POST /api/reports': { status: 201, body: { message: 'Thanks', id: 1 } } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks'));
    expect(sentBody(server)).toMatchObject({ category: 'other', note: null });
  });

  it("shows a 409 as the server's message and keeps the dialog open", async () => {
    fakeServer({
      'POST /api/reports': { status: 409, body: { message: 'You have already reported this.' } },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('speaks Hindi', async () => {
    fakeServer({});
    await i18n.changeLanguage('hi');
    try {
      const user = userEvent.setup();
      renderWithProviders(<ReportButton target={{ kind: 'book', id: 3 }} />);
      await user.click(screen.getByRole('button', { name: 'शिकायत करें' }));
      const dialog = await screen.findByRole('dialog', { name: 'किताब की लिस्टिंग की शिकायत करें' });
      expect(within(dialog).getByRole('radio', { name: 'स्पैम या धोखाधड़ी' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'शिकायत भेजें' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
