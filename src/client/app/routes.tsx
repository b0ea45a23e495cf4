/**
 * The app's route table (spec 001 §2.1, 002 §2.7). Pages are code-split with `lazy`.
 * Each feature adds its pages here, one entry per path; the shell and guards live in router.tsx.
 *
 *   { path: 'browse', lazy: withText('features/books/pages/browse-page', () => import('@/client/features/books/pages/browse-page').then(toRoute)) }
 * where the page module has a default export.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withText } from '@/client/i18n/route';

/** Adapts a module with a default-exported page component to React Router's `lazy`. */
export const toRoute = (m: { default: ComponentType }) => ({ Component: m.default });

/**
 * The chat pages (spec 001 §2.1, §2.16): picker (Messages and Hub rooms), room, a private conversation
 * (/messages/{id}, ADR 0050) and the /society-chat/{id} redirect to the room. A
 * signed-out visitor gets the same paths with the sign-in prompt (`signedOutChatRoutes`).
 */
const chatRoutes: RouteObject[] = [
  {
    path: 'chat',
    lazy: withText('features/chat/pages/chat-picker-page', () =>
      import('@/client/features/chat/pages/chat-picker-page').then(toRoute),
    ),
  },
  {
    path: 'societies/:societyId/chat',
    lazy: withText('features/chat/pages/chat-room-page', () =>
      import('@/client/features/chat/pages/chat-room-page').then(toRoute),
    ),
  },
  {
    path: 'messages/:id',
    lazy: withText('features/conversations/pages/conversation-page', () =>
      import('@/client/features/conversations/pages/conversation-page').then(toRoute),
    ),
  },
  {
    path: 'society-chat/:hubId',
    lazy: withText('features/chat/pages/hub-chat-redirect', () =>
      import('@/client/features/chat/pages/hub-chat-redirect').then(toRoute),
    ),
  },
];

const chatLogin = withText('features/chat/pages/chat-login-page', () =>
  import('@/client/features/chat/pages/chat-login-page').then(toRoute),
);

/** Chat paths for a signed-out visitor: 'Please login to access chat' (spec 001 §2.16). */
export const signedOutChatRoutes: RouteObject[] = chatRoutes.map(({ path }) => ({ path, lazy: chatLogin }));

/** Pages for signed-in members, rendered inside the app shell (header, bottom navigation). */
export const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: withText('features/home/pages/home-page', () =>
      import('@/client/features/home/pages/home-page').then(toRoute),
    ),
  },
  {
    path: 'societies',
    lazy: withText('features/hubs/pages/hubs-page', () =>
      import('@/client/features/hubs/pages/hubs-page').then(toRoute),
    ),
  },
  {
    path: 'admin',
    lazy: withText('features/admin/pages/admin-page', () =>
      import('@/client/features/admin/pages/admin-page').then(toRoute),
    ),
  },
  {
    path: 'deposit-claims/:id',
    lazy: withText('features/claims/pages/claim-page', () =>
      import('@/client/features/claims/pages/claim-page').then(toRoute),
    ),
  },
  {
    path: 'notifications',
    lazy: withText('features/notifications/pages/notifications-page', () =>
      import('@/client/features/notifications/pages/notifications-page').then(toRoute),
    ),
  },
  {
    path: 'browse',
    lazy: withText('features/books/pages/browse-page', () =>
      import('@/client/features/books/pages/browse-page').then(toRoute),
    ),
  },
  {
    path: 'my-books',
    lazy: withText('features/books/pages/my-books-page', () =>
      import('@/client/features/books/pages/my-books-page').then(toRoute),
    ),
  },
  {
    path: 'import',
    lazy: withText('features/imports/pages/import-page', () =>
      import('@/client/features/imports/pages/import-page').then(toRoute),
    ),
  },
  ...chatRoutes,
  {
    path: 'profile',
    lazy: withText('features/profile/pages/profile-page', () =>
      import('@/client/features/profile/pages/profile-page').then(toRoute),
    ),
  },
  {
    path: 'my-wishlist',
    lazy: withText('features/wishlist/pages/my-wishlist-page', () =>
      import('@/client/features/wishlist/pages/my-wishlist-page').then(toRoute),
    ),
  },
  {
    path: 'buy-brocks',
    lazy: withText('features/payments/pages/buy-brocks-page', () =>
      import('@/client/features/payments/pages/buy-brocks-page').then(toRoute),
    ),
  },
  {
    path: 'leaderboard',
    lazy: withText('features/brocks/pages/leaderboard-page', () =>
      import('@/client/features/brocks/pages/leaderboard-page').then(toRoute),
    ),
  },
  {
    path: 'referrals',
    lazy: withText('features/referrals/pages/referrals-page', () =>
      import('@/client/features/referrals/pages/referrals-page').then(toRoute),
    ),
  },
  {
    path: 'earnings',
    lazy: withText('features/rewards/pages/earnings-page', () =>
      import('@/client/features/rewards/pages/earnings-page').then(toRoute),
    ),
  },
  {
    path: 'rewards',
    lazy: withText('features/rewards/pages/rewards-page', () =>
      import('@/client/features/rewards/pages/rewards-page').then(toRoute),
    ),
  },
  {
    path: 'brocks-info',
    lazy: withText('features/rewards/pages/brocks-info-page', () =>
      import('@/client/features/rewards/pages/brocks-info-page').then(toRoute),
    ),
  },
  {
    path: 'how-it-works',
    lazy: withText('features/rewards/pages/how-it-works-page', () =>
      import('@/client/features/rewards/pages/how-it-works-page').then(toRoute),
    ),
  },
];

/** Pages anyone can open, signed in or not (rendered without the member shell when signed out). */
export const publicRoutes: RouteObject[] = [
  {
    path: 'book/:id',
    lazy: withText('features/books/pages/book-page', () =>
      import('@/client/features/books/pages/book-page').then(toRoute),
    ),
  },
  {
    path: 'downloads',
    lazy: withText('features/downloads/pages/downloads-page', () =>
      import('@/client/features/downloads/pages/downloads-page').then(toRoute),
    ),
  },
  {
    path: 'privacy',
    lazy: withText('features/account/pages/privacy-page', () =>
      import('@/client/features/account/pages/privacy-page').then(toRoute),
    ),
  },
  {
    path: 'account/deletion/cancel',
    lazy: withText('features/account/pages/deletion-cancel-page', () =>
      import('@/client/features/account/pages/deletion-cancel-page').then(toRoute),
    ),
  },
];
