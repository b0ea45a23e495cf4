/**
 * The app's routing by session state (spec 001 §2.1, §4.8; 002 §2.7):
 * - loading (GET /api/auth/me pending): the splash screen;
 * - logged out (no member, or the check failed): /auth, /reset-password, /register?ref=…, the public pages,
 *   and the landing page for every other path; on a first visit the welcome slides replace the landing
 *   and /auth pages;
 * - logged in: the shell with the member pages and the public pages; /auth, /reset-password and /register
 *   go to '/'; any other path shows '404 Page Not Found'.
 * Each state has its own data router, created when the state changes (signing in reloads the page;
 * signing out swaps the router in place).
 * The signed-in shell (header menus, tooltips, navigation) and the welcome slides are code-split like the
 * pages: a visitor never loads the shell, a returning visitor or a member never loads the slides, and each
 * loads in parallel with the first page (ARCHITECTURE §6 initial JavaScript).
 */
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { sessionQueryOptions, useSession } from '@/client/features/auth';
import { loadPageText } from '@/client/features/landing/lib/page-content';
import { hasSeenWelcome } from '@/client/features/landing/lib/welcome-storage';
import { loadRouteText, withText } from '@/client/i18n/route';
import { nextTask } from '@/client/lib/next-task';
import { GuestLayout } from './guest-layout';
import { preloadMemberCode, preloadMemberData } from './preload';
import { RegisterRedirect } from './register-redirect';
import { RouteErrorPage } from './route-error-page';
import { memberRoutes, publicRoutes, signedOutChatRoutes, toRoute } from './routes';
import { SplashScreen } from './splash-screen';

const rootRoute = {
  path: '/',
  hydrateFallbackElement: <SplashScreen />,
  errorElement: (
    <main>
      <RouteErrorPage />
    </main>
  ),
} satisfies RouteObject;

const toHome = <Navigate to="/" replace />;

/** Routes for a signed-in member: everything inside the shell. */
export function signedInRoutes(): RouteObject[] {
  return [
    {
      ...rootRoute,
      lazy: withText('app/shell/app-shell', () =>
        import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
      ),
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...memberRoutes,
            ...publicRoutes,
            { path: 'auth', element: toHome },
            { path: 'reset-password', element: toHome },
            { path: 'register', element: toHome },
            {
              path: '*',
              lazy: withText('app/not-found-page', () =>
                import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** The landing page's code and its administrator-edited hero text, fetched in parallel (ADR 0023). */
const landingPage = () =>
  Promise.all([
    import('@/client/features/landing/pages/landing-page'),
    loadPageText('welcome-screen'),
    loadRouteText('features/landing/pages/landing-page'),
  ]).then(([m]) => toRoute(m));

/**
 * The welcome gate of a first visit, code-split with its slides and loaded in parallel with the page below
 * it; a returning visitor gets a plain outlet and never loads the slides.
 */
const welcomeGate = () =>
  hasSeenWelcome()
    ? Promise.resolve({ Component: Outlet })
    : Promise.all([
        import('./welcome-gate'),
        loadPageText('onboarding'),
        loadRouteText('app/welcome-gate'),
      ]).then(([m]) => ({ Component: m.WelcomeGate }));

/** Routes for a signed-out visitor. */
export function signedOutRoutes(): RouteObject[] {
  return [
    {
      ...rootRoute,
      children: [
        {
          lazy: welcomeGate,
          children: [
            {
              path: 'auth',
              lazy: withText('features/auth/pages/auth-page', () =>
                import('@/client/features/auth/pages/auth-page').then(toRoute),
              ),
            },
            ...signedOutChatRoutes,
            { index: true, lazy: landingPage },
            { path: '*', lazy: landingPage },
          ],
        },
        {
          path: 'reset-password',
          lazy: withText('features/auth/pages/reset-password-page', () =>
            import('@/client/features/auth/pages/reset-password-page').then(toRoute),
          ),
        },
        { path: 'register', element: <RegisterRedirect /> },
        { element: <GuestLayout />, children: publicRoutes },
      ],
    },
  ];
}

type DataRouter = ReturnType<typeof createBrowserRouter>;
let current: { signedIn: boolean; router: DataRouter } | undefined;

/** The router for a session state, created once per state change; the previous one is disposed. */
function routerFor(signedIn: boolean): DataRouter {
  if (current?.signedIn === signedIn) return current.router;
  current?.router.dispose();
  const router = createBrowserRouter(signedIn ? signedInRoutes() : signedOutRoutes());
  current = { signedIn, router };
  return router;
}

/**
 * Resolves once the first screen can be drawn in one go: the session is known and the router for it has
 * loaded the code of the matched pages. The entry (main.tsx) renders after it, so React's first render is
 * the page itself, not a splash then a fallback then the page; until then index.html shows the splash
 * (ARCHITECTURE §6). The code and data of a member page start loading during the session check
 * (preload.ts). Never rejects: a failed session check means signed out, a page that cannot be loaded
 * initializes the router with its error screen.
 */
export async function prepareFirstScreen(queryClient: QueryClient): Promise<void> {
  // short tasks: the entry's evaluation, each page's downloads, the session, the router (lib/next-task.ts)
  await nextTask();
  await preloadMemberCode(window.location.pathname, signedOutRoutes(), signedInRoutes());
  const user = await queryClient.fetchQuery(sessionQueryOptions());
  if (user) preloadMemberData(queryClient, window.location);
  await nextTask();
  const router = routerFor(Boolean(user));
  if (router.state.initialized) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Splash while the session is checked, then the router for the signed-in or signed-out state. */
export function AppRouter() {
  const session = useSession();
  if (session.isPending) return <SplashScreen />;
  return <RouterProvider router={routerFor(Boolean(session.data))} />;
}
