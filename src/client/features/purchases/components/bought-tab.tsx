/**
 * My Books → Bought (spec 001 §2.11): the books the member bought, with the seller and purchasePrice.
 * Texts from the `purchases` catalogue (ADR 0042).
 */
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyStateContent } from '@/client/components/empty-state';
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
        <EmptyStateContent
          icon={ShoppingBag}
          title={t('bought.emptyTitle')}
          text={t('bought.emptyText')}
          link={{ to: '/browse', label: t('common:browseBooks') }}
        />
      }
    />
  );
}
