/**
 * Hubs feature (spec 001 §2.2, §2.12, §5): the pieces other features reuse. Query hooks are in `api/`.
 */
export { CurrentHubsBanner } from './components/current-hubs-banner';
export { JoinAHub } from './components/join-a-hub';
export { HubTypeBadge, hubTypeStyle } from './components/hub-type-badge';
export { MembersDialog } from './components/members-dialog';
export { RejectReasonDialog } from './components/reject-reason-dialog';
export { COUNT_LABELS, HUB_TYPE_NAMES } from './lib/hub-copy';
