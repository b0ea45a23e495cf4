/**
 * /referrals (spec 001 §2.13, §9; docs/decisions/0028-referral-credit-and-commission-free-periods.md): Total
 * Referrals, Rewards Earned, Rank; the referral code (the member's user number) with copy; Share Referral
 * Link (/register?ref={code}); the member's Hubshelf credit; their title on the referral ladder; and the
 * members they referred with their joined date and +₹50 once that member joined a hub.
 */
import { useState } from 'react';
import { Check, Copy, Gift, Share2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REFERRAL_BADGES } from '@/domain/referral-badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/features/auth';
import { useCredits } from '@/client/features/brocks';
import { formatDate, formatNumber, formatRupees } from '@/client/lib/format';
import { useReferralList, useReferralStats } from '../api/referrals';
import { ReferralBadgeName } from '../components/referral-badge-name';

/** Copy confirmation shows for 2 s (spec 001 §9). */
const COPIED_MS = 2_000;

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
  const list = useReferralList();
  const credits = useCredits();
  const [copied, setCopied] = useState(false);
  const code = user.userNumber ? String(user.userNumber) : '';
  const link = `${window.location.origin}/register?ref=${code}`;

  const copy = async () => {
    await navigator.clipboard?.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: t('code.shareTitle'), url: link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link);
    toast.success(t('code.linkCopied'));
  };

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

      <Card className="gap-3 p-4">
        <h2 className="text-sm font-semibold">{t('code.title')}</h2>
        <div className="flex items-center gap-2">
          <span
            className="bg-muted flex-1 rounded-md px-3 py-2 font-mono text-lg"
            data-testid="referral-code"
          >
            {code}
          </span>
          <Button type="button" variant="outline" onClick={() => void copy()} aria-label={t('code.copy')}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}{' '}
            {copied ? t('common:copied') : t('code.copy')}
          </Button>
        </div>
        <Button type="button" onClick={() => void share()}>
          <Share2 aria-hidden /> {t('code.share')}
        </Button>
      </Card>

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

      <section aria-labelledby="referral-list" className="space-y-2">
        <h2 id="referral-list" className="flex items-center gap-2 text-lg font-semibold">
          <Users aria-hidden className="size-5" /> {t('list.title')}
        </h2>
        {list.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : list.data?.length ? (
          <ul className="grid gap-2">
            {list.data.map((r) => (
              <li key={r.id}>
                <Card className="flex-row items-center justify-between gap-3 p-3">
                  <div>
                    <p className="font-medium">{r.name}</p>
                    <p className="text-muted-foreground text-xs">
                      {t('list.joined', { date: formatDate(r.createdAt) })}
                    </p>
                  </div>
                  {r.bonusEarned > 0 ? (
                    <span className="font-semibold text-emerald-700 dark:text-emerald-400">
                      {t('list.bonus', { amount: formatNumber(Math.round(r.bonusEarned)) })}
                    </span>
                  ) : (
                    <span className="text-muted-foreground text-xs">{t('list.bonusPending')}</span>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t('list.empty')}</p>
        )}
      </section>
    </div>
  );
}
