/**
 * Every user-facing text of the earnings, rewards, Brocks info and how-it-works pages and the home's Brocks
 * card and Recent Rewards (spec 001 §2.2, §9; 002 §2.3, §2.5, §2.6, §9), ready for a Hindi translation.
 * Numbers come from the settings; the functions below put them in their sentences.
 */
export const REWARDS_TEXT = {
  tryAgain: 'Try again',
  loadFailed: 'Could not load this. Please try again.',
  back: 'Back',
  brocks: 'Brocks',
  earnings: {
    title: 'Earnings',
    tabs: { earnings: 'Earnings', rewards: 'Rewards' },
    sub: { money: 'Money', brocks: 'Brocks' },
    earned: 'Earned',
    spent: 'Spent',
    netWorth: 'Net Worth',
    earningList: 'Earning Transactions',
    spendingList: 'Spending Transactions',
    noEarnings: 'No earnings yet',
    noSpending: 'Nothing spent yet',
    deposits: 'Security Deposits',
    depositsNote:
      'Deposits are held while you borrow and refunded on return. They are neither earned nor spent.',
    depositHeld: 'Held',
    depositRefunded: 'Refunded',
    depositApplied: 'Kept for late fees',
    depositHolding: 'Held now',
    monthly: 'Monthly Earned and Spent',
    chartLoading: 'Loading chart',
  },
  rewards: {
    title: 'Rewards Center',
    balance: 'Your Balance',
    badges: 'Your Badges',
    noBadges: 'No badges yet. List books and invite friends to earn them.',
    waysToEarn: 'Ways to Earn',
    redeemRates: 'Redeem Rates',
    recentRewards: 'Recent Rewards',
    noRewards: 'No rewards yet',
    buyBrocks: 'Buy Brocks',
  },
  brocksInfo: {
    title: 'Brocks Credits',
    tabs: { what: 'What Are Brocks', earn: 'How To Earn', buy: 'Buy Brocks' },
    what: 'Brocks are Hubshelf credits. Earn them by sharing books and inviting neighbours, then spend them on your borrows and purchases.',
    conversions: 'Conversion options',
    tipsTitle: 'Tips',
    tips: [
      'List every book you are happy to lend: each one earns Brocks.',
      'Share your referral link with neighbours.',
      'Borrow and lend often: both sides earn.',
      'Reach 10, 20 and 30 listed books for commission-free days.',
    ],
    buyText: 'Need more Brocks? Buy a package and use them right away.',
    buyUnavailable: 'Brocks packages are not on sale yet.',
  },
  howItWorks: {
    title: 'How It Works',
    intro: 'Hubshelf lets neighbours share the books on their shelves.',
    stepsTitle: 'Four steps',
    rewardsTitle: 'Rewards',
    ladderTitle: 'Ranking ladder',
    joinHub: 'Join a Hub',
    browseBooks: 'Browse Books',
  },
  home: {
    brocksCard: 'Brocks Balance',
    recentRewards: 'Recent Rewards',
    howItWorksTile: 'How It Works',
    howItWorksHint: 'Rent, buy and earn',
    earningsTile: 'My Earnings',
    earningsHint: 'Money and Brocks',
  },
} as const;

/** "+{n} more" badge overflow chip. */
export const moreBadges = (n: number) => `+${n}`;
/** "{n} Brocks to {target}" under the progress bar. */
export const toNextStep = (remaining: number, target: number) => `${remaining} Brocks to ${target}`;
/** Redeem rate lines (spec 002 §9 "Redeem rates default to 20 credits per day or per rupee"). */
export const rupeeRate = (brocks: number) => `${brocks} Brocks = ₹1 discount`;
export const dayRate = (brocks: number) => `${brocks} Brocks = 1 commission-free day`;
export const payRate = (brocks: number) => `${brocks} Brocks = ₹1 when paying fully with Brocks`;

/** The ways to earn with their amounts from the settings. */
export function waysToEarn(v: {
  uploadReward: number;
  referralReward: number;
  borrowReward: number;
  lendReward: number;
}): { title: string; detail: string; amount: number }[] {
  return [
    { title: 'Add a book', detail: 'List a book for your hub', amount: v.uploadReward },
    { title: 'Refer a friend', detail: 'A neighbour signs up with your code', amount: v.referralReward },
    { title: 'Borrow a book', detail: 'Every borrow you make', amount: v.borrowReward },
    { title: 'Lend a book', detail: 'Every time your book is borrowed', amount: v.lendReward },
  ];
}

/** The 4-step guide (spec 002 §2.6: rent for 1-30 days or buy; 1 credit per book added; 5% commission; 5 per referral). */
export function guideSteps(v: {
  uploadReward: number;
  referralReward: number;
  commissionRate: number;
  maxRentalDays: number;
}): { title: string; text: string }[] {
  return [
    {
      title: 'Join your hub',
      text: 'Join your society, school or office to see the books your neighbours share.',
    },
    {
      title: 'List your books',
      text: `Add the books you are happy to lend or sell. You earn ${v.uploadReward} ${v.uploadReward === 1 ? 'credit' : 'credits'} per book added.`,
    },
    {
      title: 'Borrow or buy',
      text: `Rent a book for 1-${v.maxRentalDays} days or buy it. Hubshelf keeps a ${v.commissionRate}% commission; your deposit comes back on return.`,
    },
    {
      title: 'Earn Brocks',
      text: `Earn ${v.referralReward} Brocks per referral and more for every borrow and lend, then spend them on discounts.`,
    },
  ];
}

/** Reward features on /how-it-works, from the settings. */
export function rewardFeatures(v: {
  openingCredits: number;
  upload10Reward: number;
  upload20Reward: number;
  upload30Reward: number;
  silverReferrals: number;
  goldReferrals: number;
  platinumReferrals: number;
}): string[] {
  return [
    `${v.openingCredits} Brocks welcome bonus when you join`,
    `Commission-free days at 10, 20 and 30 books listed: ${v.upload10Reward}, ${v.upload20Reward} and ${v.upload30Reward} days`,
    `Referral badges: Bronze at 1, Silver at ${v.silverReferrals}, Gold at ${v.goldReferrals}, Platinum at ${v.platinumReferrals} referrals`,
    'Upload badges at 10, 20 and 30 books listed',
  ];
}
