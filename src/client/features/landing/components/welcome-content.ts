/**
 * The four welcome slides (spec 000 §2 "Welcome / onboarding"): 1 Welcome (community library platform;
 * share books within your hub; bulk upload with AI), 2 Smart Bulk Upload (add your library in minutes),
 * 3 Discover & Share (browse books across hubs: Societies, Schools, Offices; rent or buy instantly),
 * 4 Earn While Sharing (lend books, earn daily rental fees).
 */
import type { ComponentType, SVGProps } from 'react';
import { Camera, Coins, Compass, Sparkles, type LucideIcon } from 'lucide-react';
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
    title: 'Welcome',
    subtitle: 'Your community library platform',
    description:
      'Share books with the people in your hub: your housing society, school or office. Add your whole shelf at once with AI-powered bulk upload.',
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
