/**
 * The hubs area's front (spec 001 §2.12, §3, §4.7, §5, §7, §8; 002 §2.1, §3 "Hub request", §7): the use
 * cases other modules, the routes and the seed may call. Each lives in its own file:
 *   listings.ts  GET /api/societies, /available, /my
 *   join.ts      join and leave
 *   members.ts   the members list and hub statistics
 *   create.ts    hub requests (minimum units, merge suggestions, join codes)
 *   merge.ts     merge requests
 *   requests.ts  the administrator's review of hub requests
 * Membership itself (`memberHubIds`, `isMember`) lives in modules/membership, which books also uses
 * (ADR docs/decisions/0016-layers-and-import-boundaries.md).
 */
export { listAvailableHubs, listHubs, listMyHubs } from './listings';
export { joinHub, leaveHub } from './join';
export { hubMembers, hubStats } from './members';
export { insertHubWithCode, requestHub, type Requester } from './create';
export { requestMerge } from './merge';
export { hubForMember } from './lookup';
export { listHubRequests, respondToHubRequest, reviewHubRequest } from './requests';
