/**
 * Texts of the hand-over screens that are built from data (docs/decisions/0032-trust-at-hand-over.md, 0036):
 * the borrower's reliability ('New borrower', '3 returns · 66% on time · 1 upheld claim') and the refund
 * of a cancelled rental. Words from the `handover` catalogue (ADR 0042); `t` is a `handover` translator.
 * The server's refusals are shown as the server words them.
 */
import type { TFunction } from 'i18next';
import type { Reliability } from '@/contract/returns';
import { reliabilityParts } from '@/domain/reliability';
import { formatRupees } from '@/client/lib/format';

/** The reliability chip's words (ADR 0036): the domain's `reliabilityParts`, each worded by the catalogue. */
export function reliabilityText(r: Reliability, t: TFunction<'handover'>): string {
  return reliabilityParts(r)
    .map(({ key, ...vars }) => t(`reliability.${key}`, vars))
    .join(' · ');
}

/** What a cancellation refunded: rupees, and Brocks when any came back. */
export function cancelledText(total: number, brocks: number, t: TFunction<'handover'>): string {
  return brocks > 0
    ? t('cancelledTextBrocks', { total: formatRupees(total), brocks })
    : t('cancelledText', { total: formatRupees(total) });
}
