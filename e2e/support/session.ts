/**
 * E2E helpers for tests that are not about signing in: start a page already signed in as a demo member
 * (through the real login API, so the session cookie is the app's own) with the welcome slides seen.
 */
import { expect, request, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT } from './env';

/** Marks the welcome slides as seen for this page's origin (spec 000 §2: hasSeenWelcome). */
export async function skipWelcome(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
}

/** Signs `page` in as `email` through POST /api/auth/login and opens `path` (default '/'). */
export async function signInAs(
  page: Page,
  email: string,
  path = '/',
  password = DEMO_PASSWORD,
): Promise<void> {
  await skipWelcome(page);
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login as ${email}`).toBe(200);
  await page.goto(path);
}

/** A new 360 × 800 phone context signed in as `email` at `path`: one member of a multi-member test. */
export async function signedInPhone(browser: Browser, email: string, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, email, path);
  return page;
}

/**
 * Registers a new member through the API (not signed in afterwards) and returns the email used. Unless
 * `preferences` is false it also saves one genre preference (Love Fiction) in a separate session, so the
 * first-time preferences dialog (spec 000 §2) does not stand in the way of other suites.
 */
export async function registerMember(
  page: Page,
  name: string,
  city = 'Mumbai',
  { preferences = true }: { preferences?: boolean } = {},
): Promise<string> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      name,
      email,
      phone: '9876543210',
      password: DEMO_PASSWORD,
      flatWing: 'A-1',
      buildingName: 'Test Towers',
      detailedAddress: 'Test Road, Test Nagar',
      city,
    },
  });
  expect(res.status(), `register ${email}`).toBe(200);
  if (preferences) await saveFirstPreference(email);
  return email;
}

/** Signs `email` in on a separate API context and saves Love Fiction as their preferences. */
async function saveFirstPreference(email: string): Promise<void> {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  try {
    const login = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status(), `login as ${email}`).toBe(200);
    const saved = await api.post('/api/user/genre-preferences', {
      data: { preferences: [{ genre: 'Fiction', preferenceLevel: 5 }] },
    });
    expect(saved.status(), `preferences of ${email}`).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Signs `page` out (drops its cookies) and in again as `email`, then opens `path`. */
export async function switchUser(page: Page, email: string, path: string): Promise<void> {
  await page.context().clearCookies();
  await signInAs(page, email, path);
}

/**
 * Registers a new member, signs `page` in as them and joins a hub other suites do not look into (not
 * Lakeview Residency), so books they add change no other suite's counts, then reloads home so it shows the
 * hub. Returns the email used.
 */
export async function newMemberInQuietHub(page: Page, name: string): Promise<string> {
  const email = await registerMember(page, name, 'Mumbai');
  await signInAs(page, email, '/');
  const hubs = (await (await page.request.get('/api/societies/available')).json()) as {
    id: number;
    name: string;
  }[];
  const hub = hubs.find((h) => h.name !== 'Lakeview Residency') ?? hubs[0]!;
  expect((await page.request.post(`/api/societies/${hub.id}/join`)).status()).toBe(200);
  // The join went past the open page, whose hubs (preloaded with the painted frame, ADR 0061) predate it.
  await page.reload();
  return email;
}
