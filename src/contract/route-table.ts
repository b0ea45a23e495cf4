/**
 * The contract's route table: every HTTP route declared in `src/contract/`, by area, as method + path (the
 * areas of docs/decisions/0048-one-name-per-area.md; a group's title is the OpenAPI tag and the document's heading).
 * It is what the technical specifications download lists (docs/decisions/0021-downloads-and-feedback.md),
 * so that document never goes stale; `route-table.test.ts` fails when a contract file's `*Routes` object
 * is missing here. A new area adds one line to `ROUTE_GROUPS`.
 */
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { alertsRoutes } from './alerts';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { booksRoutes } from './books';
import { blocksRoutes } from './blocks';
import { brocksRoutes } from './brocks';
import { brocksPackagesRoutes } from './brocks-packages';
import { brocksPurchaseRoutes } from './brocks-purchase';
import { catalogueRoutes } from './catalogue';
import { chatRoutes } from './chat';
import { claimsRoutes } from './claims';
import { contentRoutes } from './content';
import { conversationsRoutes } from './conversations';
import { downloadsRoutes } from './downloads';
import { failedMailRoutes } from './failed-mail';
import { feedbackRoutes } from './feedback';
import { handoverRoutes, handoverTimeRoutes } from './handover';
import { adminHubRequestsRoutes, hubsRoutes } from './hubs';
import { importsRoutes } from './imports';
import { noticesRoutes } from './notices';
import { notificationsRoutes } from './notifications';
import type { RoutePath } from './path';
import { paymentsRoutes } from './payments';
import { preferencesRoutes } from './preferences';
import { profileRoutes } from './profile';
import { purchasesRoutes } from './purchases';
import { pushRoutes } from './push';
import { referralsRoutes } from './referrals';
import { rentalsRoutes } from './rentals';
import { reportsRoutes } from './reports';
import { reliabilityRoutes, returnsRoutes, returnCodeRoutes } from './returns';
import { reviewsRoutes } from './reviews';
import { leaderboardRoutes, rewardsRoutes } from './rewards';
import { settingsRoutes } from './settings';
import { shelfRoutes } from './shelf';
import { wishlistRoutes } from './wishlist';

/** Each area's title and its contract routes object, in the order the document lists them. */
export const ROUTE_GROUPS: { area: string; routes: Record<string, RoutePath> }[] = [
  { area: 'Auth', routes: authRoutes },
  { area: 'Platform settings', routes: settingsRoutes },
  { area: 'Hubs', routes: hubsRoutes },
  { area: 'Hub requests (administrators)', routes: adminHubRequestsRoutes },
  { area: 'Books', routes: booksRoutes },
  { area: 'Catalogue', routes: catalogueRoutes },
  { area: 'Smart adding: shelf photos and bulk adding', routes: shelfRoutes },
  { area: 'Reviews', routes: reviewsRoutes },
  { area: 'Brocks', routes: brocksRoutes },
  { area: 'Payments', routes: paymentsRoutes },
  { area: 'Rentals', routes: rentalsRoutes },
  { area: 'Returns and extensions', routes: returnsRoutes },
  { area: 'Purchases', routes: purchasesRoutes },
  { area: 'Notifications', routes: notificationsRoutes },
  { area: 'Notification preferences and unsubscribe', routes: noticesRoutes },
  { area: 'Profile and account', routes: profileRoutes },
  { area: 'Hub chat', routes: chatRoutes },
  { area: 'Administration: settings, rewards, stats', routes: adminRoutes },
  { area: 'Brocks packages', routes: brocksPackagesRoutes },
  { area: 'Page content', routes: contentRoutes },
  { area: 'Analytics (administrators)', routes: analyticsRoutes },
  { area: 'Genre preferences and recommendations', routes: preferencesRoutes },
  { area: 'Wishlist', routes: wishlistRoutes },
  { area: 'Availability alerts', routes: alertsRoutes },
  { area: 'Feedback', routes: feedbackRoutes },
  { area: 'Downloads', routes: downloadsRoutes },
  { area: 'Buying Brocks', routes: brocksPurchaseRoutes },
  { area: 'Brocks leaderboard', routes: leaderboardRoutes },
  { area: 'Referrals', routes: referralsRoutes },
  { area: 'Badges and earnings', routes: rewardsRoutes },
  { area: 'Hand-over: pickup and cancellation', routes: handoverRoutes },
  { area: 'Hand-over: windows and agreed times', routes: handoverTimeRoutes },
  { area: 'Web Push', routes: pushRoutes },
  { area: 'Hand-over: return code', routes: returnCodeRoutes },
  { area: 'Borrower reliability', routes: reliabilityRoutes },
  { area: 'Condition photos and deposit claims', routes: claimsRoutes },
  { area: 'Conversations', routes: conversationsRoutes },
  { area: 'Reports and moderation', routes: reportsRoutes },
  { area: 'Blocking', routes: blocksRoutes },
  { area: 'Importing a library', routes: importsRoutes },
  { area: 'Your data: export and account deletion', routes: accountRoutes },
  { area: 'Failed mail (administrators)', routes: failedMailRoutes },
];

/** One row of the table: the area, the method and the Fastify-style path (`/api/books/:id`). */
export interface RouteTableRow extends RoutePath {
  area: string;
}

/** Every route of `ROUTE_GROUPS`, in order, each (method, path) once. */
export function routeTable(): RouteTableRow[] {
  const seen = new Set<string>();
  const rows: RouteTableRow[] = [];
  for (const { area, routes } of ROUTE_GROUPS) {
    for (const { method, path } of Object.values(routes)) {
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ area, method, path });
    }
  }
  return rows;
}
