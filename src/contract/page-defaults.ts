/**
 * The built-in text of the pages an administrator can edit (spec 002 §2.1 "Page Content"; ADR 0023), used
 * wherever a stored field is missing or empty. Zod-free, so the welcome slides and the landing page read it
 * without loading zod (ARCHITECTURE §6). Keys as in `PAGE_KEYS` (content.ts).
 */

export interface PageText {
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
}

/** Stored text as the public call answers it (null or '' = built in). */
export interface StoredPageText {
  title: string | null;
  subtitle: string | null;
  description: string | null;
  ctaText: string | null;
}

export const PAGE_DEFAULTS = {
  /** the first welcome slide, and the last slide's button */
  onboarding: {
    title: 'Welcome',
    subtitle: 'Your community library platform',
    description:
      'Share books with the people in your hub: your housing society, school or office. Add your whole shelf at once with AI-powered bulk upload.',
    ctaText: 'Get Started',
  },
  /** the landing page's hero */
  'welcome-screen': {
    title: 'The library on your neighbours’ shelves',
    subtitle: 'Connect, share, read',
    description:
      'Hubshelf is a community book-sharing marketplace. Borrow, lend, buy and sell physical books with the people in your housing society, school or office.',
    ctaText: 'Get started',
  },
  /** the Buy Brocks header */
  'buy-brocks': {
    title: 'Buy Brocks Credits',
    subtitle: 'Top up your balance',
    description: 'Choose a package, pay securely, and the Brocks are added to your account at once.',
    ctaText: 'Complete Purchase',
  },
} as const satisfies Record<string, PageText>;

/** `defaults` with every non-empty stored field of `stored` in its place. */
export function withStoredText(defaults: PageText, stored: StoredPageText | null | undefined): PageText {
  const pick = (value: string | null | undefined, fallback: string) => (value?.trim() ? value : fallback);
  return {
    title: pick(stored?.title, defaults.title),
    subtitle: pick(stored?.subtitle, defaults.subtitle),
    description: pick(stored?.description, defaults.description),
    ctaText: pick(stored?.ctaText, defaults.ctaText),
  };
}
