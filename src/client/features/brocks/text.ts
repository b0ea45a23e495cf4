/**
 * What the Buy Brocks page, the leaderboard and the Brocks Champions card say (spec 001 §2.2, §2.14;
 * 002 §2.4, §8 "Buying"; 000 §4). Messages of spec 002 §8 are word for word; one module so a translation
 * can replace it.
 */
import { formatNumber } from '@/client/lib/format';

export const BUY_BROCKS_TEXT = {
  /** built-in title of the admin-managed 'buy-brocks' page content (spec 002 §2.1) */
  title: 'Buy Brocks Credits',
  subtitle: 'Top up your Brocks to save on borrowing and buying books',
  balance: 'Your Balance',
  balanceFailed: 'Could not load your balance.',
  brocksUnit: 'Brocks',
  choosePackage: 'Choose a Package',
  popular: 'Popular',
  bonus: (n: number) => `+${n} bonus`,
  noPackages: 'No Brocks packages are for sale right now.',
  loadFailed: 'Could not load the Brocks packages.',
  retry: 'Try again',
  summary: 'Purchase Summary',
  package: 'Package',
  baseBrocks: 'Brocks',
  bonusBrocks: 'Bonus Brocks',
  totalBrocks: 'Total Brocks',
  price: 'Price',
  completePurchase: 'Complete Purchase',
  processing: 'Processing...',
  whyTitle: 'Why Buy Brocks?',
  why: [
    'Take rupees off the rental fee of any borrow',
    'Trade Brocks for commission-free days',
    'Pay for a borrow or a purchase entirely in Brocks',
    'Climb the leaderboard and your Brocks rank',
  ],
  /** spec 002 §8 */
  selectPackage: 'Please select a package',
  paymentNotLoaded: 'Payment system not loaded. Please refresh the page.',
  createOrderFailed: 'Failed to create order',
  completeFailed: 'Failed to complete purchase',
  purchaseFailed: 'Purchase Failed',
  paymentCancelled: 'Payment Cancelled',
  paymentCancelledText: 'You closed the payment window',
  paymentError: 'Payment Error',
  success: (n: number) => `${n} Brocks added to your account!`,
  checkoutDescription: (name: string) => `${name} Brocks package`,
} as const;

export const LEADERBOARD_TEXT = {
  title: 'Leaderboard',
  subtitle: 'Members ranked by their Brocks',
  empty: 'No Leaderboard Data',
  you: 'You',
  earned: (n: number) => `${formatNumber(n)} earned`,
  credits: 'Brocks',
  loadFailed: 'Could not load the leaderboard.',
  retry: 'Try again',
  listLabel: 'Leaderboard',
  rankLabel: (rank: number) => `Rank ${rank}`,
  /** home card (spec 000 §2, 001 §2.2) */
  champions: 'Brocks Champions',
  viewFull: 'View Full',
} as const;
