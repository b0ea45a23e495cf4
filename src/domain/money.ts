/**
 * Money is integer paise everywhere inside Hubshelf (ARCHITECTURE §2); rupees appear only at the
 * contract boundary as the spec's numbers (`dailyFee: 12.5`). Money is also formatted for people here, in
 * one place for the client, the server's notices and mails and the downloadable documents
 * (docs/decisions/0046-client-on-the-domain.md).
 */
import { INTL_LOCALE, type Language } from './languages';

/** Paise from a rupee amount, rounded to the nearest paisa (`12.5` → `1250`). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees from integer paise (`1250` → `12.5`). Throws on a non-integer input. */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new Error(`paise must be an integer, got ${paise}`);
  return paise / 100;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The INR format of `lng`, made once: creating one loads the locale's data, which is slow on a phone. */
function moneyFormat(lng: Language, maxDecimals: number): Intl.NumberFormat {
  const key = `${lng}:${maxDecimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lng], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDecimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A rupee amount (the contract's unit) as people read it in `lng`: the ₹ sign, 2 decimals and Indian digit
 * grouping in both languages (`en-IN`/`hi-IN`: ₹1,23,456.00; spec 000 §1). `maxDecimals` (2 to 3) lets a
 * price per unit show a part of a paisa (₹0.095 per Brock).
 */
export function formatRupees(rupees: number, lng: Language, maxDecimals = 2): string {
  return moneyFormat(lng, maxDecimals).format(rupees);
}

/** Integer paise as people read them in `lng` (`123456` → `₹1,234.56`); throws on a non-integer input. */
export function formatPaise(paise: number, lng: Language): string {
  return formatRupees(paiseToRupees(paise), lng);
}
