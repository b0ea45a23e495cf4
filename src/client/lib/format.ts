/** Display formatting shared by every screen. */

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,234.50` from a rupee amount (the contract's unit for money), ARCHITECTURE §4. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** Initials for avatars: first letters of the first two words, upper case (spec 000 §9). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}
