/**
 * My Books → Sold (spec 001 §2.11): the member's books that were bought, with the buyer and purchasePrice.
 * Texts from the `purchases` catalogue (ADR 0042).
 */
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyStateContent } from '@/client/components/empty-state';
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
        <EmptyStateContent
          icon={HandCoins}
          title={t('sold.emptyTitle')}
          text={t('sold.emptyText')}
          link={{ to: '/my-books?tab=library', label: t('sold.goToLibrary') }}
        />
      }
    />
  );
}
