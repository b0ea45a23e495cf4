/**
 * Brocks feature (spec 000 §2 "Use Your Brocks Credits" dialog, §3 "Credits", §7): the credits and
 * conversion-rate hooks and the offer dialog, for the Borrow/Buy dialog and other screens; the shared
 * leaderboard (spec 001 §2.14) and home's Brocks Champions card (spec 000 §2). Buying a Brocks package
 * (/buy-brocks) is a checkout: it lives in the payments feature, which uses this one.
 */
export { useCredits } from './api/credits';
export { useConversionRates } from './api/conversion-rates';
export { BrocksOfferDialog } from './components/brocks-offer-dialog';
export type { OfferChoice } from './lib/brocks-offer';
export { LeaderboardPanel } from './components/leaderboard-panel';
export { BrocksChampionsCard } from './components/brocks-champions-card';
