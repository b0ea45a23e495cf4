import { describe, expect, it } from 'vitest';
import { WELCOME_SLIDES, welcomeSlides } from './welcome-content';

describe('welcomeSlides (spec 002 §2.1 "Page Content", onboarding)', () => {
  it('keeps the built-in slides and "Get Started" when nothing is stored', () => {
    expect(welcomeSlides(null)).toEqual({ slides: WELCOME_SLIDES, getStarted: 'Get Started' });
  });

  it('puts the stored title on the first slide and the stored button text on the last, field by field', () => {
    const { slides, getStarted } = welcomeSlides({
      title: 'Hello neighbours',
      subtitle: '',
      description: null,
      ctaText: 'Start sharing',
    });
    expect(slides[0]).toMatchObject({
      title: 'Hello neighbours',
      subtitle: WELCOME_SLIDES[0]!.subtitle,
      description: WELCOME_SLIDES[0]!.description,
    });
    expect(slides.slice(1)).toEqual(WELCOME_SLIDES.slice(1));
    expect(getStarted).toBe('Start sharing');
  });
});
