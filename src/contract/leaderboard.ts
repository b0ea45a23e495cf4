/**
 * The Brocks leaderboard on the wire (spec 000 §3 "Leaderboard entry", §4; 001 §2.2, §2.14; 002 §3, §7
 * `GET /api/brocks/leaderboard`; docs/decisions/0027-buying-brocks-and-leaderboard.md): members ranked by
 * Brocks balance, then total earned, then the earliest account. Name and picture only, no contact details.
 */
import { z } from 'zod';
import { defineRoute } from './http';

/** How many members the leaderboard lists; the caller's own entry is added when they are further down. */
export const LEADERBOARD_SIZE = 50;

export const leaderboardEntry = z.object({
  userId: z.number().int(),
  /** 1 for the top member; ranks are distinct (ties broken by total earned, then the earliest account) */
  rank: z.number().int(),
  name: z.string(),
  /** Brocks balance */
  credits: z.number().int(),
  totalEarned: z.number().int(),
  /** the member's avatar path, or null: lists show it, else initials (spec 001 §2.15; ADR 0027) */
  profilePicture: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardRoutes = {
  /** The top `LEADERBOARD_SIZE`, then the caller's own entry when outside them. Signed-in members. */
  leaderboard: defineRoute({
    method: 'GET',
    path: '/api/brocks/leaderboard',
    response: z.array(leaderboardEntry),
  }),
} as const;
