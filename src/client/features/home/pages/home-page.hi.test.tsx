import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { CompleteProfileCard } from '../components/complete-profile-card';
import { member, signedInAs } from '../components/home-cards-test-helpers';
import { InviteFriendsCard } from '../components/invite-friends-card';
import HomePage from './home-page';

beforeEach(async () => {
  installBrowserShims();
  window.localStorage.clear();
  // the hubs never answer: the page stays on its greeting and loading state
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the home page in Hindi (ADR 0042)', () => {
  it('greets the member and loads their hubs in Hindi', () => {
    renderWithProviders(<HomePage />, { queryClient: signedInAs(member) });
    expect(screen.getByRole('heading', { name: 'नमस्ते, Meera' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'आपके हब लोड हो रहे हैं' })).toBeInTheDocument();
    expect(screen.queryByText('Hi, Meera')).not.toBeInTheDocument();
  });

  it('shows the Invite Friends and Complete Your Profile cards in Hindi', () => {
    renderWithProviders(
      <>
        <InviteFriendsCard />
        <CompleteProfileCard />
      </>,
      { queryClient: signedInAs({ ...member, city: 'Not provided' }) },
    );
    expect(screen.getByRole('heading', { name: 'दोस्तों को बुलाएं' })).toBeInTheDocument();
    expect(screen.getByLabelText('आपका न्योता लिंक')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपनी प्रोफ़ाइल पूरी करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पता जोड़ें' })).toBeInTheDocument();
    expect(screen.queryByText('Invite Friends')).not.toBeInTheDocument();
  });
});
