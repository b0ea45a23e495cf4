/** How the admin panel names each editable page and where its text shows (spec 002 §2.1 "Page Content"). */
import type { PageKey } from '@/contract/content';

export const PAGE_LABELS: Record<PageKey, { name: string; where: string }> = {
  onboarding: {
    name: 'Onboarding',
    where: 'The first welcome slide a new visitor sees, and the last slide’s button.',
  },
  'welcome-screen': { name: 'Welcome Screen', where: 'The top of the landing page signed-out visitors see.' },
  'buy-brocks': { name: 'Buy Brocks', where: 'The header of the Buy Brocks page.' },
};
