/**
 * The top of each painted member page (docs/decisions/0061-member-route-frames.md): its `h1` in the
 * page's own classes and text, or a placeholder of the same height where the title names the member
 * (home, profile), and skeleton blocks where the page's first data will be. /browse is the Browse page's
 * own frame (ADR 0043). Rendered only by the first-paint test (not part of the app's bundle).
 */
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirstPaintRouteId } from '@/contract/first-paint';
import { PageTitle } from '@/client/components/page-title';
import { Skeleton } from '@/client/components/ui/skeleton';
import { BrowsePageFirstPaint } from '@/client/features/books';

/** Skeleton blocks, one per Tailwind height class (e.g. `h-28`), stacked as the page stacks its cards. */
function Blocks({ heights }: { heights: string[] }) {
  return (
    <>
      {heights.map((height, i) => (
        <Skeleton key={i} data-testid="frame-skeleton" className={`${height} w-full rounded-xl`} />
      ))}
    </>
  );
}

/** A page's column: its title (or the title's placeholder) above its skeleton blocks. */
function Page({ title, gap, heights }: { title: ReactNode; gap: string; heights: string[] }) {
  return (
    <div className={gap}>
      {title}
      <Blocks heights={heights} />
    </div>
  );
}

/** The `h1` of a page with the text of `key` (`ns:key`) and the page's classes. */
function Title({ k, className }: { k: string; className: string }) {
  const { t } = useTranslation();
  return <h1 className={className}>{t(k)}</h1>;
}

/** The Earnings page's heading: its wallet icon and title (PageTitle, as the page draws it). */
function EarningsTitle() {
  const { t } = useTranslation('rewards');
  return (
    <PageTitle icon={Wallet} iconClassName="text-primary size-6">
      {t('earnings.title')}
    </PageTitle>
  );
}

const SEMIBOLD_2XL = 'text-2xl font-semibold tracking-tight';

/** Each painted route's top, by id (FIRST_PAINT_ROUTES in src/contract/first-paint.ts). */
export const ROUTE_FRAMES: Record<FirstPaintRouteId, () => ReactNode> = {
  // the greeting names the member: a line of the greeting's height until the session is known
  home: () => (
    <Page gap="space-y-4" title={<Skeleton className="h-7 w-40" />} heights={['h-28', 'h-24', 'h-24']} />
  ),
  browse: () => <BrowsePageFirstPaint />,
  notifications: () => (
    <Page
      gap="space-y-4"
      title={<Title k="notifications:page.title" className={SEMIBOLD_2XL} />}
      heights={['h-16', 'h-16', 'h-16', 'h-16']}
    />
  ),
  chat: () => (
    <Page
      gap="space-y-4"
      title={<Title k="chat:picker.title" className={SEMIBOLD_2XL} />}
      heights={['h-16', 'h-16', 'h-16']}
    />
  ),
  hubs: () => (
    <Page
      gap="space-y-4"
      title={<Title k="hubs:page.title" className={SEMIBOLD_2XL} />}
      heights={['h-24', 'h-24', 'h-24']}
    />
  ),
  // the profile's header is the member's own name and photo
  profile: () => <Page gap="space-y-4" title={null} heights={['h-24', 'h-10', 'h-20', 'h-10', 'h-40']} />,
  earnings: () => <Page gap="space-y-4" title={<EarningsTitle />} heights={['h-9', 'h-24', 'h-40']} />,
};
