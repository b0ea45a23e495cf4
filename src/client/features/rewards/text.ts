/**
 * The sentences of the earnings, rewards, Brocks info and how-it-works pages and the home's Brocks card and
 * Recent Rewards (spec 001 §2.2, §9; 002 §2.3, §2.5, §2.6, §9) that take numbers from the settings, and the
 * names of ranks, badges and reward reasons as members read them. Texts come from the `rewards` catalogue
 * (ADR 0042), read at call time (render), so they follow the current language.
 */
import { badgeLabel } from '@/domain/badges';
import { BROCKS_REASON_DESCRIPTIONS, type BrocksReason } from '@/domain/brocks-ranks';
import { i18n } from '@/client/i18n/i18n';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'rewards', ...vars });

/** "+{n} more" badge overflow chip. */
export const moreBadges = (n: number) => `+${n}`;
/** "{n} Brocks to {target}" under the progress bar. */
export const toNextStep = (remaining: number, target: number) =>
  t('rewards.toNextStep', { remaining, target });
/** Redeem rate lines (spec 002 §9 "Redeem rates default to 20 credits per day or per rupee"). */
export const rupeeRate = (brocks: number) => t('rewards.rupeeRate', { brocks });
export const dayRate = (brocks: number) => t('rewards.dayRate', { brocks });
export const payRate = (brocks: number) => t('rewards.payRate', { brocks });

/** A rank's name (Explorer … Emperor, spec 000 §4) in the current language. */
export const rankName = (name: string) => t(`ranks.${name}`, { defaultValue: name });

/** A badge's name ('Bronze Referrer'); an unknown type reads as itself. */
export const badgeName = (type: string) => t(`badges.${type}`, { defaultValue: badgeLabel(type) });

/** The reward's type as a person reads it: the ledger reason's description; an unknown one as itself. */
export const rewardType = (action: string) =>
  t(`reasons.${action}`, { defaultValue: BROCKS_REASON_DESCRIPTIONS[action as BrocksReason] ?? action });

/** The ways to earn with their amounts from the settings. */
export function waysToEarn(v: {
  uploadReward: number;
  referralReward: number;
  borrowReward: number;
  lendReward: number;
}): { title: string; detail: string; amount: number }[] {
  const way = (key: string, amount: number) => ({
    title: t(`ways.${key}.title`),
    detail: t(`ways.${key}.detail`),
    amount,
  });
  return [
    way('upload', v.uploadReward),
    way('referral', v.referralReward),
    way('borrow', v.borrowReward),
    way('lend', v.lendReward),
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
    { title: t('howItWorks.steps.join.title'), text: t('howItWorks.steps.join.text') },
    {
      title: t('howItWorks.steps.list.title'),
      text: t('howItWorks.steps.list.text', { count: v.uploadReward }),
    },
    {
      title: t('howItWorks.steps.borrow.title'),
      text: t('howItWorks.steps.borrow.text', { maxDays: v.maxRentalDays, rate: v.commissionRate }),
    },
    {
      title: t('howItWorks.steps.earn.title'),
      text: t('howItWorks.steps.earn.text', { referral: v.referralReward }),
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
    t('howItWorks.features.welcome', { credits: v.openingCredits }),
    t('howItWorks.features.uploadDays', {
      days10: v.upload10Reward,
      days20: v.upload20Reward,
      days30: v.upload30Reward,
    }),
    t('howItWorks.features.referralBadges', {
      silver: v.silverReferrals,
      gold: v.goldReferrals,
      platinum: v.platinumReferrals,
    }),
    t('howItWorks.features.uploadBadges'),
  ];
}

/** The month's short name ('Mar') of a 'YYYY-MM' month, for the monthly chart. */
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const monthName = (ym: string) => {
  const key = MONTH_KEYS[Number(ym.slice(5, 7)) - 1];
  return key ? t(`earnings.months.${key}`) : ym;
};

/** The tips of /brocks-info's How To Earn tab (`brocksInfo.tips.<key>`). */
export const TIP_KEYS = ['listBooks', 'shareLink', 'borrowLend', 'milestones'] as const;
