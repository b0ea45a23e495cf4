/**
 * Rewards feature (spec 001 §2.2; 002 §2.3, §2.5, §2.6; ADR 0029): /earnings, /rewards, /brocks-info and
 * /how-it-works (pages registered in app/routes.tsx), and the home's Brocks card, Recent Rewards and tiles.
 */
export { BrocksCard, EarningsTile, HowItWorksTile, RecentRewardsCard } from './components/home-cards';
