/**
 * The profile stat tiles (spec 001 §2.14): Books Borrowed and Books Lent (to /earnings), People Helped
 * (referrals) and Societies Joined (to /societies). A tile links only once its page exists.
 */
import type { ReactNode } from 'react';
import { BookOpen, HandHeart, Library, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserStats } from '@/contract/profile';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useHasPage } from '@/client/lib/page-links';
import { useUserStats } from '../api/profile';

/** Each tile's number, its label (`profile:tiles.<label>`), icon and page. */
const TILES: { key: keyof UserStats; label: string; icon: typeof BookOpen; to?: string }[] = [
  { key: 'booksBorrowed', label: 'booksBorrowed', icon: BookOpen, to: '/earnings' },
  { key: 'booksLent', label: 'booksLent', icon: Library, to: '/earnings' },
  { key: 'totalReferrals', label: 'peopleHelped', icon: HandHeart },
  { key: 'societiesJoined', label: 'societiesJoined', icon: Users, to: '/societies' },
];

function Tile({ to, children }: { to?: string; children: ReactNode }) {
  const cls = 'bg-card flex flex-col gap-1 rounded-xl border p-3 text-left shadow-xs';
  return to ? (
    <Link
      to={to}
      className={`${cls} hover:bg-accent focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px]`}
    >
      {children}
    </Link>
  ) : (
    <div className={cls}>{children}</div>
  );
}

export function StatTiles() {
  const { t } = useTranslation('profile');
  const stats = useUserStats();
  const hasPage = useHasPage();

  if (stats.isError) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-xl border p-3 text-sm" role="alert">
        <span>{t('tiles.failed')}</span>
        <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3">
      {TILES.map(({ key, label, icon: Icon, to }) => (
        <li key={key} className="grid">
          <Tile to={to && hasPage(to) ? to : undefined}>
            <Icon className="text-primary size-5" aria-hidden />
            {stats.data ? (
              <span className="text-2xl font-semibold">{stats.data[key]}</span>
            ) : (
              <Skeleton className="h-8 w-10" />
            )}
            <span className="text-muted-foreground text-xs">{t(`tiles.${label}`)}</span>
          </Tile>
        </li>
      ))}
    </ul>
  );
}
