/**
 * My Books → Sold (spec 001 §2.11): the member's books that were bought, with the buyer and purchasePrice.
 * Texts from the `purchases` catalogue (ADR 0042).
 */
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useSoldBooks } from '../api/sold';
import { PurchaseList } from './purchase-list';

export function SoldTab() {
  const { t } = useTranslation('purchases');
  return (
    <PurchaseList
      query={useSoldBooks()}
      party={(item) => t('sold.buyer', { name: item.buyer.name })}
      loadingLabel={t('sold.loading')}
      errorText={t('sold.error')}
      empty={
        <>
          <HandCoins aria-hidden className="text-muted-foreground size-10" />
          <p className="font-semibold">{t('sold.emptyTitle')}</p>
          <p className="text-muted-foreground text-sm">{t('sold.emptyText')}</p>
          <Button asChild>
            <Link to="/my-books?tab=library">{t('sold.goToLibrary')}</Link>
          </Button>
        </>
      }
    />
  );
}
