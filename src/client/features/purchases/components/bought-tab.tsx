/**
 * My Books → Bought (spec 001 §2.11): the books the member bought, with the seller and purchasePrice.
 * Texts from the `purchases` catalogue (ADR 0042).
 */
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useBoughtBooks } from '../api/bought';
import { PurchaseList } from './purchase-list';

export function BoughtTab() {
  const { t } = useTranslation('purchases');
  return (
    <PurchaseList
      query={useBoughtBooks()}
      party={(item) => t('bought.seller', { name: item.seller.name })}
      loadingLabel={t('bought.loading')}
      errorText={t('bought.error')}
      empty={
        <>
          <ShoppingBag aria-hidden className="text-muted-foreground size-10" />
          <p className="font-semibold">{t('bought.emptyTitle')}</p>
          <p className="text-muted-foreground text-sm">{t('bought.emptyText')}</p>
          <Button asChild>
            <Link to="/browse">{t('common:browseBooks')}</Link>
          </Button>
        </>
      }
    />
  );
}
