import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailedMail } from '@/contract/failed-mail';
import { i18n } from '@/client/i18n/i18n';
import { prepareAdminTest, renderAdmin } from '../lib/admin-test-helpers';
import FailedMailTab from './failed-mail-tab';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const failed: FailedMail = {
  id: 7,
  to: 'asha@example.com',
  memberName: 'Asha Menon',
  subject: '"Godan" is due soon',
  attempts: 11,
  lastError: "Can't send mail - all recipients were rejected: 451 Try again later",
  failedAt: '2026-11-22T10:00:00.000Z',
};

/** What the server holds: the failed mails, and the answer 'Try again' gets. */
let list: FailedMail[] = [];
let retryAnswer: () => Response;
const writes: string[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(list), { status: 200 });
  writes.push(`${init!.method} ${url}`);
  return retryAnswer();
});

beforeEach(() => {
  list = [failed];
  writes.length = 0;
  retryAnswer = () => {
    list = [];
    return new Response(JSON.stringify({ message: 'The mail will be sent again within a minute.' }));
  };
  prepareAdminTest(fetchMock as unknown as typeof fetch);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Mail tab (ADR 0056)', () => {
  it('lists a failed mail; Try again queues it, says so, and it leaves the list', async () => {
    const user = renderAdmin(<FailedMailTab />);
    const card = (await screen.findByRole('heading', { name: '"Godan" is due soon' })).closest('li')!;
    expect(within(card).getByText('11 attempts')).toBeInTheDocument();
    expect(within(card).getByText(/Asha Menon <asha@example\.com>/)).toBeInTheDocument();
    expect(within(card).getByText(/451 Try again later/)).toBeInTheDocument();
    expect(within(card).getByText(/^Failed /)).toHaveAttribute('datetime', failed.failedAt);

    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The mail will be sent again within a minute.'),
    );
    expect(writes).toEqual(['POST /api/admin/mail/failed/7/retry']);
    expect(await screen.findByText(/No failed mail/)).toBeInTheDocument();
  });

  it("shows the server's refusal when the mail was already queued, and keeps the list", async () => {
    retryAnswer = () =>
      new Response(JSON.stringify({ message: 'This mail is not waiting to be tried again.' }), {
        status: 404,
      });
    const user = renderAdmin(<FailedMailTab />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This mail is not waiting to be tried again.'),
    );
    expect(screen.getByRole('heading', { name: '"Godan" is due soon' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderAdmin(<FailedMailTab />);
    const card = (await screen.findByRole('heading', { name: '"Godan" is due soon' })).closest('li')!;
    expect(within(card).getByText('11 कोशिशें')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'विफल मेल' })).toBeInTheDocument();
  });
});
