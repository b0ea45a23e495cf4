/**
 * /brocks-info (spec 002 §2.5): Back, the current balance, and three tabs: 'What Are Brocks' (conversion
 * options with the live rates), 'How To Earn' (four earning actions from the settings, plus tips) and
 * 'Buy Brocks' (a button to /buy-brocks once that page exists).
 */
import { useTranslation } from 'react-i18next';
import { Coins, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCredits } from '@/client/features/brocks';
import { useHasPage } from '@/client/lib/page-links';
import { useRewardSettings } from '../api/rewards';
import { BackButton, Loaded, WaysToEarnList } from '../components/bits';
import { dayRate, payRate, rupeeRate, TIP_KEYS, waysToEarn } from '../text';

/** The Buy Brocks page, linked once it exists. */
const BUY_BROCKS_PATH = '/buy-brocks';

export default function BrocksInfoPage() {
  const { t } = useTranslation('rewards');
  const credits = useCredits();
  const settings = useRewardSettings();
  const hasPage = useHasPage();
  return (
    <div className="space-y-4">
      <BackButton />
      <h1 className="text-2xl font-semibold tracking-tight">{t('brocksInfo.title')}</h1>
      <Loaded query={credits} label={t('rewards.balance')} className="h-20">
        {({ balance }) => (
          <Card className="flex-row items-center gap-3 px-4 py-4">
            <Coins aria-hidden className="size-8 text-amber-600" />
            <div>
              <p className="text-muted-foreground text-sm">{t('rewards.balance')}</p>
              <p className="text-2xl font-bold" data-testid="brocks-info-balance">
                {balance} {t('brocks')}
              </p>
            </div>
          </Card>
        )}
      </Loaded>
      <Tabs defaultValue="what" className="gap-4">
        <TabsList className="w-full">
          <TabsTrigger value="what">{t('brocksInfo.tabs.what')}</TabsTrigger>
          <TabsTrigger value="earn">{t('brocksInfo.tabs.earn')}</TabsTrigger>
          <TabsTrigger value="buy">{t('brocksInfo.tabs.buy')}</TabsTrigger>
        </TabsList>
        <Loaded query={settings} label={t('brocksInfo.conversions')} className="h-40">
          {(v) => (
            <>
              <TabsContent value="what">
                <Card className="gap-3 px-4 py-4">
                  <p className="text-sm">{t('brocksInfo.what')}</p>
                  <h2 className="font-semibold">{t('brocksInfo.conversions')}</h2>
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    <li>{rupeeRate(v.creditsToRupeesRate)}</li>
                    <li>{dayRate(v.creditsToCommissionFreeRate)}</li>
                    <li>{payRate(v.brocksPerRupee)}</li>
                  </ul>
                </Card>
              </TabsContent>
              <EarnTab ways={waysToEarn(v)} />
            </>
          )}
        </Loaded>
        <TabsContent value="buy">
          <Card className="gap-3 px-4 py-4">
            {hasPage(BUY_BROCKS_PATH) ? (
              <>
                <p className="text-sm">{t('brocksInfo.buyText')}</p>
                <Button asChild>
                  <Link to="/buy-brocks">
                    <ShoppingCart aria-hidden className="size-4" />
                    {t('rewards.buyBrocks')}
                  </Link>
                </Button>
              </>
            ) : (
              <p className="text-sm">{t('brocksInfo.buyUnavailable')}</p>
            )}
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** 'How To Earn': the earning actions with their Brocks, and the tips. */
function EarnTab({ ways }: { ways: ReturnType<typeof waysToEarn> }) {
  const { t } = useTranslation('rewards');
  return (
    <TabsContent value="earn" className="space-y-4">
      <Card className="gap-1 px-4 py-4">
        <WaysToEarnList ways={ways} unit={t('brocks')} />
      </Card>
      <Card className="gap-2 px-4 py-4">
        <h2 className="font-semibold">{t('brocksInfo.tipsTitle')}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {TIP_KEYS.map((key) => (
            <li key={key}>{t(`brocksInfo.tips.${key}`)}</li>
          ))}
        </ul>
      </Card>
    </TabsContent>
  );
}
