/**
 * The profile's 'Notifications' section (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * a switch per category and channel, each change saved at once with 'Saving...', and an error that puts
 * the switch back.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { NotificationSettings } from './notification-settings';

beforeEach(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

const DEFAULTS = {
  loans: { mail: true, push: true },
  payments: { mail: true, push: true },
  hubs: { mail: true, push: true },
  community: { mail: false, push: true },
  messages: { mail: true, push: true },
};

describe('NotificationSettings', () => {
  it('shows the stored switches and saves a change with Saving... then Saved', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const server = fakeServer({
      'GET /api/user/notification-preferences': { status: 200, body: DEFAULTS },
      'PUT /api/user/notification-preferences': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithProviders(<NotificationSettings />);
    const loans = await screen.findByRole('switch', { name: 'Loans email' });
    expect(loans).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Community email' })).not.toBeChecked();
    await userEvent.setup().click(loans);
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    expect(loans).toBeDisabled();
    const saved = { ...DEFAULTS, loans: { mail: false, push: true } };
    expect(sentBody(server, 1)).toEqual(saved); // call 0 is the GET
    answer({ status: 200, body: saved });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Loans email' })).not.toBeChecked();
  });

  it('says the save failed and keeps the switch as stored', async () => {
    fakeServer({
      'GET /api/user/notification-preferences': { status: 200, body: DEFAULTS },
      'PUT /api/user/notification-preferences': { status: 500, body: { message: 'boom' } },
    });
    renderWithProviders(<NotificationSettings />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Hubs push' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save your notification settings. Please try again.',
    );
    expect(screen.getByRole('switch', { name: 'Hubs push' })).toBeChecked();
  });
});
