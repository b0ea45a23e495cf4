/**
 * The home's 'Complete Your Profile' prompt (spec 001 §2.2, §5, §8): when it shows, dismissing it per
 * member, and the address form's messages, save and failure.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { profilePromptKey } from '../lib/profile-prompt-storage';
import { CompleteProfileCard } from './complete-profile-card';
import { member, signedInAs } from './home-cards-test-helpers';

vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  installBrowserShims();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const renderFor = (user: SessionUser) =>
  renderWithProviders(<CompleteProfileCard />, { queryClient: signedInAs(user) });
const prompt = () => screen.queryByRole('heading', { name: 'Complete Your Profile' });

describe('CompleteProfileCard', () => {
  it('stays hidden while the address is complete', () => {
    fakeServer({});
    renderFor(member);
    expect(prompt()).not.toBeInTheDocument();
  });

  it.each([
    ['flatWing', ''],
    ['buildingName', '   '],
    ['detailedAddress', 'Not provided'],
    ['city', 'Not provided'],
  ])('shows when %s is %j', (field, value) => {
    fakeServer({});
    renderFor({ ...member, [field]: value });
    expect(prompt()).toBeInTheDocument();
  });

  it("remembers a member's dismissal, for that member only", async () => {
    fakeServer({});
    const incomplete = { ...member, flatWing: 'Not provided' };
    const view = renderFor(incomplete);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Complete Your Profile' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(profilePromptKey(member.id))).toBe('true');
    view.unmount();

    renderFor(incomplete);
    expect(prompt()).not.toBeInTheDocument();
    renderFor({ ...incomplete, id: 8 });
    expect(prompt()).toBeInTheDocument();
  });

  it('shows the address messages of spec 001 §5 and sends nothing', async () => {
    const server = fakeServer({});
    renderFor({ ...member, flatWing: '', buildingName: '', detailedAddress: 'Lake', city: 'Not provided' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Flat and Wing Number is required',
      'Building Name is required',
      'Detailed Address must be at least 5 characters',
      'City is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('saves the address with PATCH /api/auth/profile, toasts Profile Updated and goes away', async () => {
    const saved = { ...member, flatWing: 'C-12', buildingName: 'Lakeview Residency' };
    const server = fakeServer({ 'PATCH /api/auth/profile': { status: 200, body: saved } });
    renderFor({ ...member, flatWing: 'Not provided', buildingName: '' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    await user.type(await screen.findByLabelText('Flat and Wing Number'), 'C-12');
    await user.type(screen.getByLabelText('Building Name'), 'Lakeview Residency');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sentBody(server)).toEqual({
      flatWing: 'C-12',
      buildingName: 'Lakeview Residency',
      detailedAddress: 'Near the lake, Powai',
      city: 'Mumbai',
    });
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
  });

  it("shows 'Error' / 'Failed to update profile.' with the server's reason when the save fails", async () => {
    fakeServer({ 'PATCH /api/auth/profile': { status: 400, body: { message: 'City is required' } } });
    renderFor({ ...member, flatWing: 'Not provided' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    await user.type(await screen.findByLabelText('Flat and Wing Number'), 'C-12');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update profile. City is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
