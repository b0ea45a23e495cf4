/**
 * The four welcome slides (spec 000 §2 "Welcome / onboarding"): 1 Welcome (community library platform;
 * share books within your hub; bulk upload with AI), 2 Smart Bulk Upload (add your library in minutes),
 * 3 Discover & Share (browse books across hubs: Societies, Schools, Offices; rent or buy instantly),
 * 4 Earn While Sharing (lend books, earn daily rental fees). An administrator may replace the first slide's
 * title, subtitle and description and the last slide's 'Get Started' (page key 'onboarding', spec 002 §2.1;
 * `welcomeSlides`).
 */
import type { ComponentType, SVGProps } from 'react';
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

export const WELCOME_SLIDES: readonly WelcomeSlide[] = [
  {
    title: PAGE_DEFAULTS.onboarding.title,
    subtitle: PAGE_DEFAULTS.onboarding.subtitle,
    description: PAGE_DEFAULTS.onboarding.description,
    icon: Sparkles,
    illustration: CommunityLibraryIllustration,
  },
  {
    title: 'Smart Bulk Upload',
    subtitle: 'Add your library in minutes',
    description:
      'Photograph your bookshelf and Hubshelf recognises the titles, authors and details for you. Review the list, then add them all in one go.',
    icon: Camera,
    illustration: BulkUploadIllustration,
  },
  {
    title: 'Discover & Share',
    subtitle: 'Browse books across hubs',
    description: 'Find books in Societies, Schools and Offices near you, then rent or buy instantly.',
    icon: Compass,
    illustration: DiscoverShareIllustration,
  },
  {
    title: 'Earn While Sharing',
    subtitle: 'Lend books, earn daily rental fees',
    description:
      'Books sitting on your shelf can earn for you: set a daily rental fee, lend to your neighbours and collect Brocks credits along the way.',
    icon: Coins,
    illustration: EarnIllustration,
  },
];

/**
 * The slides and the last slide's button text with the stored 'onboarding' text in place of the built-in
 * first slide and 'Get Started' (each empty field keeps the built-in text).
 */
export function welcomeSlides(stored: StoredPageText | null): {
  slides: readonly WelcomeSlide[];
  getStarted: string;
} {
  if (!stored) return { slides: WELCOME_SLIDES, getStarted: PAGE_DEFAULTS.onboarding.ctaText };
  const text = withStoredText(PAGE_DEFAULTS.onboarding, stored);
  const [first, ...rest] = WELCOME_SLIDES;
  return {
    slides: [
      { ...first!, title: text.title, subtitle: text.subtitle, description: text.description },
      ...rest,
    ],
    getStarted: text.ctaText,
  };
}
