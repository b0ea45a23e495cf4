/**
 * The app's route table (spec 001 §2.1, 002 §2.7). Pages are code-split with `lazy`.
 * Each feature adds its pages here, one entry per path; the shell and guards live in router.tsx.
 *
 *   { path: 'browse', lazy: () => import('@/client/features/books/pages/browse-page').then(toRoute) }
 * where the page module has a default export.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Adapts a module with a default-exported page component to React Router's `lazy`. */
export const toRoute = (m: { default: ComponentType }) => ({ Component: m.default });

/**
 * The chat pages (spec 001 §2.1, §2.16): picker, room and the /society-chat/{id} redirect to the room. A
 * signed-out visitor gets the same paths with the sign-in prompt (`signedOutChatRoutes`).
 */
const chatRoutes: RouteObject[] = [
  { path: 'chat', lazy: () => import('@/client/features/chat/pages/chat-picker-page').then(toRoute) },
  {
    path: 'societies/:societyId/chat',
    lazy: () => import('@/client/features/chat/pages/chat-room-page').then(toRoute),
  },
  {
    path: 'society-chat/:societyId',
    lazy: () => import('@/client/features/chat/pages/society-chat-redirect').then(toRoute),
  },
];

const chatLogin = () => import('@/client/features/chat/pages/chat-login-page').then(toRoute);

/** Chat paths for a signed-out visitor: 'Please login to access chat' (spec 001 §2.16). */
export const signedOutChatRoutes: RouteObject[] = chatRoutes.map(({ path }) => ({ path, lazy: chatLogin }));

/** Pages for signed-in members, rendered inside the app shell (header, bottom navigation). */
export const memberRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/client/features/home/pages/home-page').then(toRoute) },
  { path: 'societies', lazy: () => import('@/client/features/hubs/pages/hubs-page').then(toRoute) },
  { path: 'admin', lazy: () => import('@/client/features/admin/pages/admin-page').then(toRoute) },
  {
    path: 'deposit-claims/:id',
    lazy: () => import('@/client/features/claims/pages/claim-page').then(toRoute),
  },
  {
    path: 'notifications',
    lazy: () => import('@/client/features/notifications/pages/notifications-page').then(toRoute),
  },
  { path: 'browse', lazy: () => import('@/client/features/books/pages/browse-page').then(toRoute) },
  { path: 'my-books', lazy: () => import('@/client/features/books/pages/my-books-page').then(toRoute) },
  ...chatRoutes,
  { path: 'profile', lazy: () => import('@/client/features/profile/pages/profile-page').then(toRoute) },
  {
    path: 'my-wishlist',
    lazy: () => import('@/client/features/wishlist/pages/my-wishlist-page').then(toRoute),
  },
  {
    path: 'buy-brocks',
    lazy: () => import('@/client/features/brocks/pages/buy-brocks-page').then(toRoute),
  },
  {
    path: 'leaderboard',
    lazy: () => import('@/client/features/brocks/pages/leaderboard-page').then(toRoute),
  },
  {
    path: 'referrals',
    lazy: () => import('@/client/features/referrals/pages/referrals-page').then(toRoute),
  },
  { path: 'earnings', lazy: () => import('@/client/features/rewards/pages/earnings-page').then(toRoute) },
  { path: 'rewards', lazy: () => import('@/client/features/rewards/pages/rewards-page').then(toRoute) },
  {
    path: 'brocks-info',
    lazy: () => import('@/client/features/rewards/pages/brocks-info-page').then(toRoute),
  },
  {
    path: 'how-it-works',
    lazy: () => import('@/client/features/rewards/pages/how-it-works-page').then(toRoute),
  },
];

/** Pages anyone can open, signed in or not (rendered without the member shell when signed out). */
export const publicRoutes: RouteObject[] = [
  { path: 'book/:id', lazy: () => import('@/client/features/books/pages/book-page').then(toRoute) },
  { path: 'downloads', lazy: () => import('@/client/features/downloads/pages/downloads-page').then(toRoute) },
];
