/**
 * Admin analytics wire format (spec 002 §2.1 "Analytics"; docs/decisions/0023-brocks-packages-page-content-analytics.md):
 * the last 12 weeks, each starting on a Monday in Asia/Kolkata (`weekStart`, 'YYYY-MM-DD'), oldest first,
 * empty weeks 0; and the 5 hubs with the most rentals started in those weeks. Money is rupees.
 */
import { z } from 'zod';
import { defineRoute } from './http';

/** Weeks shown, the current (partial) one last. */
export const ANALYTICS_WEEKS = 12;
/** Hubs in the top list. */
export const ANALYTICS_TOP_HUBS = 5;

export const analyticsWeek = z.object({
  /** Monday of the week in Asia/Kolkata, 'YYYY-MM-DD' */
  weekStart: z.string(),
  signUps: z.number().int(),
  booksListed: z.number().int(),
  rentalsStarted: z.number().int(),
  purchases: z.number().int(),
  /** rupees: rental fee + platform fee − Brocks discount of rentals started, plus purchase totals */
  grossRupees: z.number(),
});
export type AnalyticsWeek = z.infer<typeof analyticsWeek>;

export const topHub = z.object({ hubId: z.number().int(), name: z.string(), rentals: z.number().int() });
export type TopHub = z.infer<typeof topHub>;

export const analytics = z.object({ weeks: z.array(analyticsWeek), topHubs: z.array(topHub) });
export type Analytics = z.infer<typeof analytics>;

export const analyticsRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/admin/analytics', response: analytics }),
} as const;
