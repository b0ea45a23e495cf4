import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { MembersDialog } from './members-dialog';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MembersDialog hubId={4} hubName="Lakeview Residency" open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('MembersDialog (spec 001 §2.12)', () => {
  it('lists name, email, the Admin badge and Active Member or Inactive', async () => {
    const fetchMock = answer(200, [
      {
        id: 1,
        name: 'Asha Menon',
        email: 'asha@hubshelf.local',
        is_admin: true,
        isActive: true,
        joinedAt: '2026-01-01T00:00:00Z',
        profilePicture: null,
      },
      {
        id: 2,
        name: 'Ravi Kulkarni',
        email: 'ravi@hubshelf.local',
        is_admin: false,
        isActive: false,
        joinedAt: '2026-01-02T00:00:00Z',
        profilePicture: '/files/avatars/ravi.webp',
      },
    ]);
    expect(screen.getByLabelText('Loading members')).toBeInTheDocument();
    expect(await screen.findByText('Asha Menon')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]).toEqual(['/api/societies/4/members', expect.anything()]);
    expect(screen.getByText('asha@hubshelf.local')).toBeInTheDocument();
    expect(screen.getAllByText('Admin')).toHaveLength(1);
    expect(screen.getByText('Active Member')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    // initials (at most 2 letters) stand in until a picture loads, or when there is none (spec 001 §2.15)
    expect(screen.getByText('AM')).toBeInTheDocument();
    expect(screen.getByText('RK')).toBeInTheDocument();
  });

  it('says No members found for an empty list', async () => {
    answer(200, []);
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });

  it('says Error loading members when the call fails', async () => {
    answer(403, { message: 'Only members of this hub can see its members' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading members');
  });
});
