/** The admin area's public face: the use cases other modules call (docs/decisions/0045-rentals-by-what-a-member-does.md). */
export { grantReferralMilestones } from './milestones';
