/**
 * The four welcome slides (spec 000 §2 "Welcome / onboarding"): 1 Welcome (community library platform;
 * share books within your hub; bulk upload with AI), 2 Smart Bulk Upload (add your library in minutes),
 * 3 Discover & Share (browse books across hubs: Societies, Schools, Offices; rent or buy instantly),
 * 4 Earn While Sharing (lend books, earn daily rental fees). Texts: the `landing` catalogue (ADR 0042).
 * An administrator may replace the first slide's title, subtitle and description and the last slide's
 * 'Get Started' (page key 'onboarding', spec 002 §2.1; `welcomeSlides`); the stored text is English
 * page content, so it shows in English only (ADR 0042).
 */
import type { ComponentType, SVGProps } from 'react';
import type { TFunction } from 'i18next';
import { Camera, Coins, Compass, Sparkles, type LucideIcon } from 'lucide-react';
import { PAGE_DEFAULTS, withStoredText, type StoredPageText } from '@/contract/page-defaults';
import {
  BulkUploadIllustration,
  CommunityLibraryIllustration,
  DiscoverShareIllustration,
  EarnIllustration,
} from './illustrations';

export interface WelcomeSlide {
  title: string;
  subtitle: string;
  description: string;
  /** The small picture beside the subtitle. */
  icon: LucideIcon;
  illustration: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The slides in order: catalogue key (`slides.<id>.*`) and pictures. */
const SLIDES = [
  { id: 'welcome', icon: Sparkles, illustration: CommunityLibraryIllustration },
  { id: 'bulkUpload', icon: Camera, illustration: BulkUploadIllustration },
  { id: 'discover', icon: Compass, illustration: DiscoverShareIllustration },
  { id: 'earn', icon: Coins, illustration: EarnIllustration },
] as const;

/** The built-in slides in `t`'s language (a `landing` namespace translator). */
export function builtInSlides(t: TFunction<'landing'>): WelcomeSlide[] {
  return SLIDES.map(({ id, icon, illustration }) => ({
    title: t(`slides.${id}.title`),
    subtitle: t(`slides.${id}.subtitle`),
    description: t(`slides.${id}.description`),
    icon,
    illustration,
  }));
}

/**
 * The slides and the last slide's button text; in English, the stored 'onboarding' text replaces the
 * built-in first slide and 'Get Started' (each empty field keeps the built-in text).
 */
export function welcomeSlides(
  stored: StoredPageText | null,
  t: TFunction<'landing'>,
  /** true when `t` renders English (the language of stored page content) */
  english: boolean,
): { slides: readonly WelcomeSlide[]; getStarted: string } {
  const slides = builtInSlides(t);
  const getStarted = t('slides.getStarted');
  if (!stored || !english) return { slides, getStarted };
  const text = withStoredText({ ...PAGE_DEFAULTS.onboarding, ctaText: getStarted }, stored);
  const [first, ...rest] = slides;
  return {
    slides: [
      { ...first!, title: text.title, subtitle: text.subtitle, description: text.description },
      ...rest,
    ],
    getStarted: text.ctaText,
  };
}
