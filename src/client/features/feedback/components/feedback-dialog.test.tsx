import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@/client/i18n/i18n';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { FeedbackDialog } from './feedback-dialog';

// Radix select and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

/** The 'Share Your Feedback' dialog (spec 000 §2, §5, §8 "Feedback"). */
describe('FeedbackDialog', () => {
  beforeEach(() => {
    installBrowserShims();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  async function fill(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Feature Request' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Feedback' }), text);
  }

  it('says what is missing and sends nothing without a category or text', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderWithProviders(<FeedbackDialog open onOpenChange={() => {}} />);
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(toast.error).toHaveBeenCalledWith('Missing information', {
      description: 'Please select a category and provide feedback.',
    });
    expect(server).not.toHaveBeenCalled();
  });

  it('counts characters, sends the category and text, thanks the member and closes', async () => {
    const server = fakeServer({ 'POST /api/feedback': { status: 201, body: { id: 9 } } });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackDialog open onOpenChange={onOpenChange} />);
    await fill(user, 'Dark mode');
    expect(screen.getByText('9/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody(server)).toEqual({ category: 'feature', feedback: 'Dark mode' });
    expect(toast.success).toHaveBeenCalledWith('Thank you!', expect.anything());
  });

  it('keeps the text and toasts the failure; a 429 gives the limit message', async () => {
    let status = 500;
    fakeServer({ 'POST /api/feedback': () => ({ status, body: { message: 'x' } }) });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackDialog open onOpenChange={onOpenChange} />);
    await fill(user, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(i18n.t('feedback:dialog.failed')));
    expect(screen.getByRole('textbox', { name: 'Your Feedback' })).toHaveValue('Hello');
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(i18n.t('feedback:dialog.tooMany')));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
