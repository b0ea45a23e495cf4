/**
 * The pages `npm run budget` measures: every page a member lands on (the client routes of
 * src/client/app/router.tsx and routes.tsx). Each is `{ id, name, path, seenWelcome, signedIn, min }`:
 * `id` is the word BUDGET_PAGES selects it by, `path` the URL path (a function of the run's context for
 * the book page, whose id comes from the demo data), `seenWelcome` stores hasSeenWelcome=true first
 * (src/client/features/landing/lib/welcome-storage.ts: a returning visitor), `signedIn` sets the demo
 * member's session cookie first, and `min` is the performance target (verdict.mjs TARGETS).
 */
import { TARGETS } from './verdict.mjs';

const visitor = { seenWelcome: true, signedIn: false, min: TARGETS.publicPerformance };
const member = { seenWelcome: true, signedIn: true, min: TARGETS.memberPerformance };

/** Signed-out pages first (welcome slides of a first visit, landing, sign-in, a shared book link), then the member's. */
export const PAGES = [
  { id: 'welcome', name: 'Welcome slides (first visit)', path: '/', ...visitor, seenWelcome: false },
  { id: 'landing', name: 'Landing page', path: '/', ...visitor },
  { id: 'auth', name: 'Sign in', path: '/auth', ...visitor },
  { id: 'book', name: 'Book page (public)', path: ({ bookId }) => `/book/${bookId}`, ...visitor },
  { id: 'home', name: 'Home', path: '/', ...member },
  { id: 'browse', name: 'Browse', path: '/browse', ...member },
  { id: 'my-books', name: 'My Books', path: '/my-books', ...member },
  { id: 'notifications', name: 'Notifications', path: '/notifications', ...member },
  { id: 'chat', name: 'Chat', path: '/chat', ...member },
  { id: 'hubs', name: 'Hubs', path: '/societies', ...member },
  { id: 'profile', name: 'Profile', path: '/profile', ...member },
  { id: 'earnings', name: 'Earnings', path: '/earnings', ...member },
];

/**
 * The pages BUDGET_PAGES selects: `filter` is a comma-separated list of words (case-insensitive); a word
 * that is a page's id selects that page (`book` is only the book page), any other word the pages whose name
 * contains it (`sign` → Sign in). Empty or absent keeps every page. Throws when a word selects nothing, so
 * a typo does not pass as "all budgets met".
 */
export function selectPages(pages, filter = '') {
  const words = filter
    .toLowerCase()
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (!words.length) return pages;
  const picks = (word) =>
    pages.some((p) => p.id === word) ? (p) => p.id === word : (p) => p.name.toLowerCase().includes(word);
  const unmatched = words.filter((w) => !pages.some(picks(w)));
  if (unmatched.length) {
    throw new Error(
      `BUDGET_PAGES: ${unmatched.join(', ')} matches no page (ids: ${pages.map((p) => p.id).join(', ')})`,
    );
  }
  return pages.filter((p) => words.some((w) => picks(w)(p)));
}
