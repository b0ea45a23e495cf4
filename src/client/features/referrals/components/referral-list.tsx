/**
 * The members the member referred (spec 001 §2.13): name, joined date and +₹50 once that member joined a
 * hub ('Pending' before), a skeleton while loading, or the empty note. Texts from the `referrals`
 * catalogue (ADR 0042).
 */
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate, formatNumber } from '@/client/lib/format';
import { useReferralList } from '../api/referrals';

export function ReferralList() {
  const { t } = useTranslation('referrals');
  const list = useReferralList();
  return (
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
  );
}
