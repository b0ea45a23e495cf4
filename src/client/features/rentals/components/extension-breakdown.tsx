/**
 * The cost of an extension (spec 001 §2.6, §3 "Extension cost result"): daily fee, total extension fee,
 * platform commission, the owner's earnings and what the borrower pays after approval, in rupees.
 */
import type { ExtensionCostResult } from '@/contract/rental-lifecycle';
import { formatRupees } from '@/client/lib/format';

export function ExtensionBreakdown({ cost, days }: { cost: ExtensionCostResult; days: number }) {
  const rows: [string, number][] = [
    ['Daily fee', cost.dailyFee],
    [`Extension fee (${days} ${days === 1 ? 'day' : 'days'})`, cost.totalExtensionFee],
    ['Platform commission', cost.platformCommission],
    ['Owner earns', cost.lenderEarnings],
  ];
  return (
    <dl className="grid gap-1.5 rounded-lg border p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{formatRupees(value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t pt-1.5 font-semibold">
        <dt>You pay after approval</dt>
        <dd data-testid="extension-total">{formatRupees(cost.totalAmount)}</dd>
      </div>
    </dl>
  );
}
