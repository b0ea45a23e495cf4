/**
 * /how-it-works (spec 002 §2.6): Back to /, buttons to /societies and /browse, the 4-step guide, reward
 * features and the ranking ladder (spec 000 §4, 002 §4), with every number from the settings.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BROCKS_RANKS } from '@/domain/brocks-ranks';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { usePlatformSettings } from '@/client/features/payments';
import { useRewardSettings } from '../api/rewards';
import { BackButton, Loaded } from '../components/bits';
import { guideSteps, rankName, rewardFeatures } from '../text';

export default function HowItWorksPage() {
  const { t } = useTranslation('rewards');
  const settings = useRewardSettings();
  const platform = usePlatformSettings();
  return (
    <div className="space-y-4">
      <BackButton to="/" />
      <h1 className="text-2xl font-semibold tracking-tight">{t('howItWorks.title')}</h1>
      <p className="text-muted-foreground text-sm">{t('howItWorks.intro')}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild>
          <Link to="/societies">{t('howItWorks.joinHub')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/browse">{t('common:browseBooks')}</Link>
        </Button>
      </div>
      <Loaded query={settings} label={t('howItWorks.stepsTitle')} className="h-64">
        {(v) => (
          <>
            <Card className="gap-3 px-4 py-4">
              <h2 className="font-semibold">{t('howItWorks.stepsTitle')}</h2>
              <Loaded query={platform} label={t('howItWorks.stepsTitle')} className="h-40">
                {(p) => (
                  <ol className="space-y-3" data-testid="guide-steps">
                    {guideSteps({
                      ...v,
                      commissionRate: p.commissionRate,
                      maxRentalDays: p.maxRentalDays,
                    }).map((s, i) => (
                      <li key={s.title} className="flex gap-3">
                        <span className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold">
                          {i + 1}
                        </span>
                        <div>
                          <p className="font-medium">{s.title}</p>
                          <p className="text-muted-foreground text-sm">{s.text}</p>
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
              </Loaded>
            </Card>
            <Card className="gap-2 px-4 py-4">
              <h2 className="font-semibold">{t('howItWorks.rewardsTitle')}</h2>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {rewardFeatures(v).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </Card>
          </>
        )}
      </Loaded>
      <Card className="gap-2 px-4 py-4">
        <h2 className="font-semibold">{t('howItWorks.ladderTitle')}</h2>
        <ol className="divide-y text-sm">
          {BROCKS_RANKS.map((r, i) => (
            <li key={r.name} className="flex justify-between py-1.5">
              <span className="font-medium">{rankName(r.name)}</span>
              <span className="text-muted-foreground">
                {BROCKS_RANKS[i + 1] ? `${r.min}–${BROCKS_RANKS[i + 1].min - 1}` : `${r.min}+`} {t('brocks')}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
