/**
 * /referrals (spec 001 §2.13, §9; docs/decisions/0028-referral-credit-and-commission-free-periods.md): Total
 * Referrals, Rewards Earned, Rank; the referral code (the member's user number) with copy; Share Referral
 * Link (/register?ref={code}); the member's Hubshelf credit; their title on the referral ladder; and the
 * members they referred with their joined date and +₹50 once that member joined a hub.
 */
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_BADGES } from '@/domain/referral-badge';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/features/auth';
import { useCredits } from '@/client/features/brocks';
import { formatNumber, formatRupees } from '@/client/lib/format';
import { useReferralStats } from '../api/referrals';
import { ReferralBadgeName } from '../components/referral-badge-name';
import { ReferralCodeCard } from '../components/referral-code-card';
import { ReferralList } from '../components/referral-list';

function Stat({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Card className="items-center gap-0.5 px-2 py-3 text-center">
      {value === undefined ? (
        <Skeleton className="h-7 w-10" />
      ) : (
        <span className="text-2xl font-bold">{value}</span>
      )}
      <span className="text-muted-foreground text-xs">{label}</span>
    </Card>
  );
}

export default function ReferralsPage() {
  const { t } = useTranslation('referrals');
  const user = useCurrentUser();
  const stats = useReferralStats();
  const credits = useCredits();
  const code = user.userNumber ? String(user.userNumber) : '';

  const total = stats.data?.totalReferrals ?? 0;
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Gift aria-hidden className="size-6 text-emerald-600" /> {t('page.title')}
        </h1>
        <p className="text-muted-foreground text-sm">{t('page.intro')}</p>
      </header>

      {stats.isError && <p role="alert">{t('page.error')}</p>}
      <div className="grid grid-cols-3 gap-2">
        <Stat label={t('stats.totalReferrals')} value={stats.data?.totalReferrals} />
        <Stat label={t('stats.rewardsEarned')} value={stats.data && formatRupees(stats.data.totalEarnings)} />
        <Stat label={t('stats.rank')} value={stats.data && `#${formatNumber(stats.data.rank)}`} />
      </div>

      <ReferralCodeCard code={code} />

      <Card className="gap-1 p-4">
        <h2 className="text-sm font-semibold">{t('credit.title')}</h2>
        <p className="text-2xl font-bold" data-testid="referral-credit">
          {credits.data ? formatRupees(credits.data.credit) : <Skeleton className="h-7 w-20" />}
        </p>
        <p className="text-muted-foreground text-xs">{t('credit.hint')}</p>
      </Card>

      <Card className="gap-2 p-4">
        <h2 className="text-sm font-semibold">
          {t('ladder.title')}:{' '}
          <span data-testid="referral-title">
            <ReferralBadgeName referrals={total} />
          </span>
        </h2>
        <ol className="flex flex-wrap gap-1.5 text-xs">
          {[...REFERRAL_BADGES].reverse().map((b) => (
            <li
              key={b.name}
              className={`rounded-full border px-2 py-0.5 ${total >= b.from ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'text-muted-foreground'}`}
            >
              <ReferralBadgeName name={b.name} /> ({formatNumber(b.from)})
            </li>
          ))}
        </ol>
      </Card>

      <ReferralList />
    </div>
  );
}
