/**
 * Hindi and English end to end (ADR 0042), at 360 px with a screenshot, an overflow check and an axe scan
 * (with `lang="hi"`) of every Hindi screen:
 * - a visitor whose browser prefers Hindi gets the welcome slides in Hindi, switches to English, signs up
 *   (through the API, in English) and signs in with the form, then switches back to हिन्दी in the avatar menu, which is saved on the account;
 * - a member whose browser prefers Hindi browses, opens a Borrow dialog whose cost breakdown is in ₹ with
 *   Indian digit grouping, and opens My Books, with no English text of the app left on any of them;
 * - the same screens in the pseudo-locale `en-XA` (every text a third longer) fit a 360 px screen.
 * Hindi headings must be drawn in the app's own font (ADR 0054), so the suite passes on a machine with no
 * Devanagari font of its own.
 * Demo accounts are not changed (only the browser language differs), so other suites stay in English.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';
import { expectTextWithinScreen, fontsDrawing } from './support/layout';
import { checkPhoneScreen } from './support/screens';

const ARJUN = 'arjun@hubshelf.local';
const SRC = join(import.meta.dirname, '..', 'src');

type Catalogue = { [key: string]: string | Catalogue };
/** The Hindi text of `key` ('slides.welcome.title') in a client catalogue ('features/landing' or 'app'). */
function hindi(folder: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(join(SRC, 'client', folder, 'locales', 'hi.json'), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no Hindi text ${folder} ${key}`);
  return value;
}
const flatten = (c: Catalogue): string[] =>
  Object.values(c).flatMap((v) => (typeof v === 'string' ? [v] : flatten(v)));

/**
 * The app's English texts that have a different Hindi text: every value of the client catalogues (and the
 * validation messages) without placeholders, three letters or more. None may be on a Hindi screen.
 */
function englishTexts(): Set<string> {
  const root = SRC;
  const dirs = [
    join(root, 'client', 'app', 'locales'),
    join(root, 'contract', 'locales'),
    ...readdirSync(join(root, 'client', 'features')).map((f) =>
      join(root, 'client', 'features', f, 'locales'),
    ),
  ];
  const out = new Set<string>();
  for (const dir of dirs) {
    const read = (lng: string) =>
      flatten(JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as Catalogue);
    const [en, hi] = [read('en'), new Set(read('hi'))];
    for (const text of en)
      if (!hi.has(text) && !text.includes('{{') && /[A-Za-z]{3}/.test(text)) out.add(text);
  }
  return out;
}
const ENGLISH = englishTexts();

/** Fails when any text node or aria-label/placeholder/title/alt on the page is an English app text. */
async function expectNoEnglish(page: Page, name: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (parent && !parent.closest('script, style, [aria-hidden="true"]')) texts.push(n.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt'])
        if (el.hasAttribute(attr)) texts.push(el.getAttribute(attr) ?? '');
    return texts.map((t) => t.trim()).filter(Boolean);
  });
  expect(
    shown.filter((text) => ENGLISH.has(text)),
    `English app text on the Hindi screen ${name}`,
  ).toEqual([]);
}

/**
 * A Hindi screen: `lang="hi"`, no English app text, no text past the screen's edge, no sideways scroll,
 * a screenshot and axe; unless `include` names an overlay, its level-1 heading is drawn in the app's own
 * Devanagari font (ADR 0054), whatever fonts the machine has.
 */
async function checkHindi(page: Page, testInfo: TestInfo, name: string, include?: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectNoEnglish(page, name);
  await expectTextWithinScreen(page, name);
  if (!include) {
    await page.evaluate(() => document.fonts.ready);
    expect(await fontsDrawing(page, 'h1'), `${name}: fonts of the heading`).toContain(
      'Noto Sans Devanagari (web)',
    );
  }
  await checkPhoneScreen(page, testInfo, name, include);
}

/** A 360 × 800 phone whose browser prefers Hindi (`navigator.languages` = ['hi-IN']). */
async function hindiPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'hi-IN' });
  return context.newPage();
}

test('a visitor whose browser prefers Hindi: slides in Hindi, English to sign up, हिन्दी again from the avatar menu', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await hindiPhone(browser);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: hindi('features/landing', 'slides.welcome.title') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: hindi('features/landing', 'slides.next') })).toBeVisible();
  await checkHindi(page, testInfo, '01-welcome-hindi');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Skip' }).click();

  const email = `meera.${Date.now()}@example.com`;
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  // signed up in English (the form itself is driven in e2e/auth.spec.ts): this page's cookie says English
  const signUp = await page.request.post('/api/auth/register', {
    data: {
      name: 'Meera Joshi',
      email,
      phone: '9876512345',
      password: DEMO_PASSWORD,
      flatWing: 'D-12',
      buildingName: 'Sunrise Towers',
      detailedAddress: 'Baner Road, Pune',
      city: 'Pune',
    },
  });
  expect(signUp.status()).toBe(200);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.keyboard.press('Escape');
  const hindiNav = page.getByRole('navigation', { name: hindi('app', 'shell.mainNav') });
  await expect(hindiNav.getByRole('link', { name: hindi('app', 'shell.nav.home') })).toBeVisible();

  // saved on the account: a reload (and any other device) opens in Hindi
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/me')).json()) as { preferredLanguage: string | null })
          .preferredLanguage,
    )
    .toBe('hi');
  await page.reload();
  await expect(hindiNav.getByRole('link', { name: hindi('app', 'shell.nav.myBooks') })).toBeVisible();
  await checkHindi(page, testInfo, '02-home-hindi');
  await page.context().close();
});

test('a member whose browser prefers Hindi: Browse, a Borrow dialog in ₹ with Indian grouping, My Books', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await hindiPhone(browser);
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
  const login = await page.request.post('/api/auth/login', {
    data: { email: ARJUN, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);

  await page.goto('/browse');
  await expect(
    page.getByRole('heading', { name: hindi('features/books', 'browse.title'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^[\d,]+ किताबें मिलीं$/)).toBeVisible();
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  await checkHindi(page, testInfo, '03-browse-hindi');

  const borrow = page
    .getByTestId('book-card')
    .getByRole('button', { name: new RegExp(`${hindi('features/payments', 'actions.borrow')}$`) })
    .first();
  await borrow.click();
  const dialog = page.getByTestId('borrow-buy-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '1 हफ़्ता' }).click();
  await expect(dialog.getByText(hindi('features/payments', 'cost.title'))).toBeVisible();
  // ₹ with two decimals, grouped the Indian way (₹1,23,456.00)
  await expect(dialog.getByTestId('cost-total')).toHaveText(/^₹(\d{1,2},)*\d{1,3}\.\d{2}$/);
  await checkHindi(page, testInfo, '04-borrow-dialog-hindi', '[data-testid="borrow-buy-dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/my-books');
  await expect(
    page.getByRole('heading', { name: hindi('features/books', 'myBooks.title'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
  await checkHindi(page, testInfo, '05-my-books-hindi');
  await page.context().close();
});

test('the pseudo-locale en-XA, a third longer: Browse, a Borrow dialog and My Books fit 360 px', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
  const login = await page.request.post('/api/auth/login', {
    data: { email: ARJUN, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);

  await page.goto('/browse?lng=en-XA');
  await expect(page.getByRole('heading', { name: /^\[Browse Books ~+\]$/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  await expectTextWithinScreen(page, '06-browse-pseudo');
  await checkPhoneScreen(page, testInfo, '06-browse-pseudo');

  await page
    .getByTestId('book-card')
    .getByRole('button', { name: /^\[Borrow / })
    .first()
    .click();
  const dialog = page.getByTestId('borrow-buy-dialog');
  await expect(dialog).toBeVisible();
  await expectTextWithinScreen(page, '07-borrow-dialog-pseudo');
  await checkPhoneScreen(page, testInfo, '07-borrow-dialog-pseudo', '[data-testid="borrow-buy-dialog"]');
  await page.keyboard.press('Escape');

  await page.goto('/my-books?lng=en-XA');
  await expect(page.getByRole('heading', { name: /^\[My Books ~+\]$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expectTextWithinScreen(page, '08-my-books-pseudo');
  await checkPhoneScreen(page, testInfo, '08-my-books-pseudo');
  await context.close();
});
