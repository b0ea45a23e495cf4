import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrocksPackage } from '@/contract/brocks-packages';
import { prepareAdminTest, renderAdmin } from '../lib/admin-test-helpers';
import PackagesTab from './packages-tab';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// the first render imports the dialogs and Radix parts: allow for a slow machine
configure({ asyncUtilTimeout: 5000 });

const popular: BrocksPackage = {
  id: 2,
  name: 'Popular',
  brocks: 500,
  bonus: 25,
  price: '50.00',
  popular: true,
};

let writeAnswer: () => Promise<Response> = async () => new Response('{}', { status: 200 });
const writes: { method: string; url: string; body?: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  if (method !== 'GET') {
    writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return writeAnswer();
  }
  return new Response(JSON.stringify([popular]), { status: 200 });
});

beforeEach(() => {
  writes.length = 0;
  writeAnswer = async () => new Response('{}', { status: 200 });
  prepareAdminTest(fetchMock as unknown as typeof fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = () => renderAdmin(<PackagesTab />);

describe('Brocks Packages tab (spec 002 §2.1, §5, §8)', () => {
  it('shows total Brocks, base + bonus, price, per-Brock price and the popular mark', async () => {
    renderTab();
    const card = (await screen.findByRole('heading', { name: 'Popular' })).closest('li')!;
    expect(within(card).getByText('525')).toBeInTheDocument();
    expect(within(card).getByText('500 + 25 bonus')).toBeInTheDocument();
    expect(within(card).getByText('₹50.00')).toBeInTheDocument();
    expect(within(card).getByText('₹0.095 per Brock')).toBeInTheDocument();
    expect(within(card).getAllByText('Popular')).toHaveLength(2); // name and mark
  });

  it('a submit without the required fields says so and sends nothing', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add Package' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please fill in all required fields'));
    expect(writes).toEqual([]);
  });

  it('an update failing without a server message says "Failed to update package: 500"', async () => {
    writeAnswer = async () => new Response('', { status: 500, statusText: 'Internal Server Error' });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Popular' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update package: 500'));
    expect(writes[0]).toMatchObject({ method: 'PUT', url: '/api/admin/brocks-packages/2' });
  });

  it('a create that gets no answer says "Network error occurred"; the server message wins otherwise', async () => {
    writeAnswer = async () => Promise.reject(new TypeError('Failed to fetch'));
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name *'), 'Festive');
    await user.type(within(dialog).getByLabelText('Brocks *'), '200');
    await user.type(within(dialog).getByLabelText('Price (₹) *'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network error occurred'));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Festive', brocks: 200, price: '25', bonus: 0 },
    });

    writeAnswer = async () => new Response('{"message":"Name is required"}', { status: 400 });
    await user.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Name is required'));
  });

  it('asks before deleting, and says "Failed to delete package" when the delete fails', async () => {
    writeAnswer = async () => new Response('', { status: 500 });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Popular' }));
    expect(screen.getByText('Are you sure you want to delete this package?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete package'));
    expect(writes).toEqual([{ method: 'DELETE', url: '/api/admin/brocks-packages/2', body: undefined }]);
  });
});
