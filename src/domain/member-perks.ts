/**
 * A member's perks in a price (docs/decisions/0028-referral-credit-and-commission-free-periods.md): a
 * commission-free period and Hubshelf credit. Money is integer paise.
 */

/**
 * What a member brings to a quote (ADR 0028): whether they are in a commission-free period now, and the
 * Hubshelf credit they hold (paise). Without perks: not commission-free, no credit.
 */
export interface MemberPerks {
  commissionFree: boolean;
  creditBalancePaise: number;
}

export const NO_PERKS: MemberPerks = { commissionFree: false, creditBalancePaise: 0 };

/** What the perks did to a quote: the period waived the platform fee, the credit paid part of the total. */
export interface PerksApplied {
  /** true when the platform fee was waived by a commission-free period */
  commissionFree: boolean;
  /** Hubshelf credit paying part of the total, paise */
  creditPaise: number;
  /** total − credit: what the member pays through the provider or with Brocks, paise */
  payablePaise: number;
}
