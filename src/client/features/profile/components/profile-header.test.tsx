/**
 * The profile header's avatar upload (spec 001 §4.8, §5 Avatar, §8): the browser refuses a large or
 * non-image file before any request; the server's refusal shows its message; success swaps the picture.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import { ProfileHeader } from './profile-header';

beforeEach(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

const member = testUser({
  name: 'Meera Nair',
  flatWing: 'B-2',
  buildingName: 'Palm',
  detailedAddress: 'Near the lake',
  totalReferrals: 3,
});

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Change profile picture'), { target: { files: [file] } });

describe('ProfileHeader', () => {
  it('shows initials, the user number and the referral badge; no Administrator marker for a member', () => {
    fakeServer({});
    renderWithProviders(<ProfileHeader user={member} />);
    expect(screen.getByText('MN')).toBeInTheDocument();
    expect(screen.getByText('1007')).toBeInTheDocument();
    expect(screen.getByText('Gold Helper')).toBeInTheDocument();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
  });

  it('refuses a picture of 5 MB or more in the browser', async () => {
    const server = fakeServer({});
    renderWithProviders(<ProfileHeader user={member} />);
    pick(new File([new Uint8Array(5 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image in the browser', async () => {
    const server = fakeServer({});
    renderWithProviders(<ProfileHeader user={member} />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and Failed to upload profile picture. for a server error", async () => {
    fakeServer({
      'POST /api/user/profile-picture': {
        status: 400,
        body: { message: 'Please select a valid image file' },
      },
    });
    renderWithProviders(<ProfileHeader user={member} />);
    pick(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();

    fakeServer({
      'POST /api/user/profile-picture': { status: 500, body: { message: 'Something went wrong' } },
    });
    pick(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload profile picture.')).toBeInTheDocument();
  });
});
