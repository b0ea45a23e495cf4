import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@/contract/rewards';
import { Leaderboard } from './leaderboard';

const entry = (rank: number, name: string, credits: number): LeaderboardEntry => ({
  userId: rank * 10,
  rank,
  name,
  credits,
  totalEarned: credits + 5,
  profilePicture: null,
});

const entries = [
  entry(1, 'Asha Menon', 900),
  entry(2, 'Ravi Kulkarni', 700),
  entry(3, 'Priya Nair', 500),
  entry(4, 'Kabir Singh', 300),
  entry(5, 'Meera Iyer', 200),
  entry(57, 'Arjun Rao', 10),
];

describe('Leaderboard (spec 001 §2.14, 000 §4)', () => {
  it('marks ranks 1–3 with icons, the rest with #n, and the caller with You', () => {
    render(<Leaderboard entries={entries} currentUserId={570} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    for (const [i, rank] of [1, 2, 3].entries())
      expect(within(rows[i]!).getByRole('img', { name: `Rank ${rank}` })).toBeInTheDocument();
    expect(within(rows[3]!).getByText('#4')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('#57')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('You')).toBeInTheDocument();
    expect(screen.getAllByText('You')).toHaveLength(1);
    expect(within(rows[0]!).getByText('905 earned')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('900')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('AM')).toBeInTheDocument();
  });

  it('keeps the first `limit` entries (the home card shows 5)', () => {
    render(<Leaderboard entries={entries} currentUserId={570} limit={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('You')).toBeNull();
  });

  it('says No Leaderboard Data when empty', () => {
    render(<Leaderboard entries={[]} currentUserId={1} />);
    expect(screen.getByText('No Leaderboard Data')).toBeInTheDocument();
  });
});
