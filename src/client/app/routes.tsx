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

/** Pages for signed-in members, rendered inside the app shell (header, bottom navigation). */
export const memberRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/client/features/home/pages/home-page').then(toRoute) },
  { path: 'societies', lazy: () => import('@/client/features/hubs/pages/hubs-page').then(toRoute) },
  { path: 'admin', lazy: () => import('@/client/features/admin/pages/admin-page').then(toRoute) },
  {
    path: 'notifications',
    lazy: () => import('@/client/features/notifications/pages/notifications-page').then(toRoute),
  },
  { path: 'browse', lazy: () => import('@/client/features/books/pages/browse-page').then(toRoute) },
  { path: 'my-books', lazy: () => import('@/client/features/books/pages/my-books-page').then(toRoute) },
  {
    path: 'my-wishlist',
    lazy: () => import('@/client/features/wishlist/pages/my-wishlist-page').then(toRoute),
  },
];

/** Pages anyone can open, signed in or not (rendered without the member shell when signed out). */
export const publicRoutes: RouteObject[] = [
  { path: 'book/:id', lazy: () => import('@/client/features/books/pages/book-page').then(toRoute) },
];
