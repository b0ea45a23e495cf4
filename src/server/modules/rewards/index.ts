/**
 * The rewards module's public face (docs/decisions/0048-one-name-per-area.md): badges, earnings and the Brocks
 * leaderboard live here (`badges.ts`, `earnings.ts`, `leaderboard.ts`, `routes.ts`). Other modules and the seed
 * award badges through `awardDueBadges` (spec 002 §4 badge ladder; docs/decisions/0029-badges-and-earnings.md).
 */
export { awardDueBadges } from './badges';
