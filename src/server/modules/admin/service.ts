/** The admin area's use cases other modules call (ADR 0016: modules meet through a service.ts). */
export { grantReferralMilestones } from './milestones';
