import { describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS } from '@/contract/page-defaults';
import { i18n } from '@/client/i18n/i18n';
import { builtInSlides, welcomeSlides } from './welcome-content';

const en = i18n.getFixedT('en', 'landing');
const hi = i18n.getFixedT('hi', 'landing');

describe('welcomeSlides (spec 002 §2.1 "Page Content", onboarding)', () => {
  it('keeps the built-in slides and "Get Started" when nothing is stored', () => {
    expect(welcomeSlides(null, en, true)).toEqual({ slides: builtInSlides(en), getStarted: 'Get Started' });
  });

  it("has the contract's default onboarding text on the first English slide", () => {
    expect(builtInSlides(en)[0]).toMatchObject({
      title: PAGE_DEFAULTS.onboarding.title,
      subtitle: PAGE_DEFAULTS.onboarding.subtitle,
      description: PAGE_DEFAULTS.onboarding.description,
    });
  });

  it('puts the stored title on the first slide and the stored button text on the last, field by field', () => {
    const stored = { title: 'Hello neighbours', subtitle: '', description: null, ctaText: 'Start sharing' };
    const { slides, getStarted } = welcomeSlides(stored, en, true);
    const builtIn = builtInSlides(en);
    expect(slides[0]).toMatchObject({
      title: 'Hello neighbours',
      subtitle: builtIn[0]!.subtitle,
      description: builtIn[0]!.description,
    });
    expect(slides.slice(1)).toEqual(builtIn.slice(1));
    expect(getStarted).toBe('Start sharing');
  });

  it('keeps the Hindi catalogue text when the stored (English) page content exists (ADR 0042)', () => {
    const stored = { title: 'Hello neighbours', subtitle: '', description: null, ctaText: 'Start sharing' };
    const { slides, getStarted } = welcomeSlides(stored, hi, false);
    expect(slides[0]!.title).toBe('स्वागत है');
    expect(getStarted).toBe('शुरू करें');
  });
});

describe('the landing hero catalogue (ADR 0042)', () => {
  it("holds the contract's default 'welcome-screen' text in English", () => {
    const hero = PAGE_DEFAULTS['welcome-screen'];
    expect([
      en('page.hero.title'),
      en('page.hero.subtitle'),
      en('page.hero.description'),
      en('page.hero.cta'),
    ]).toEqual([hero.title, hero.subtitle, hero.description, hero.ctaText]);
  });
});
