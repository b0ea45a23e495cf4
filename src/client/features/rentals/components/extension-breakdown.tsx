/**
 * The cost of an extension (spec 001 §2.6, §3 "Extension cost result"): daily fee, total extension fee,
 * platform commission, the owner's earnings and what the borrower pays after approval, in rupees. Texts
 * from the `rentals` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import type { ExtensionCostResult } from '@/contract/returns';
import { formatRupees } from '@/client/lib/format';

export function ExtensionBreakdown({ cost, days }: { cost: ExtensionCostResult; days: number }) {
  const { t } = useTranslation('rentals');
  const rows: [string, string, number][] = [
    ['daily', t('extension.dailyFee'), cost.dailyFee],
    ['fee', t('extension.extensionFee', { count: days }), cost.totalExtensionFee],
    ['commission', t('extension.commission'), cost.platformCommission],
    ['owner', t('extension.ownerEarns'), cost.lenderEarnings],
  ];
  return (
    <dl className="grid gap-1.5 rounded-lg border p-3 text-sm">
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{formatRupees(value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t pt-1.5 font-semibold">
        <dt>{t('extension.youPay')}</dt>
        <dd data-testid="extension-total">{formatRupees(cost.totalAmount)}</dd>
      </div>
    </dl>
  );
}
