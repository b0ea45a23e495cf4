/**
 * Brocks feature (spec 000 §2 "Use Your Brocks Credits" dialog, §3 "Credits", §7): the credits and
 * conversion-rate hooks and the offer dialog, for the Borrow/Buy dialog and other screens.
 */
export { useCredits } from './api/credits';
export { useConversionRates } from './api/conversion-rates';
export { BrocksOfferDialog } from './components/brocks-offer-dialog';
export type { OfferChoice } from './lib/brocks-offer';
