/**
 * Hubs area wire format (spec 001 §3 "Hub", "Hub member", §5 hub creation / merge / location picker,
 * §7 the /api/societies calls, §8 the minimum-apartment refusal; spec 002 §3 "Hub request", §7 the
 * /api/admin/society-requests calls). Paths keep the spec's `societies` name; code says *hub*.
 *
 * Conventions chosen here (the spec leaves them open):
 * - `location` is `{ address, coordinates: [longitude, latitude] }` (WGS84 degrees), the shape of the
 *   spec's "Location pick" (001 §3); a hub without a stored location answers `location: null`.
 * - `apartmentCount` is the hub's unit count: flats of a society, students of a school, employees of an
 *   office (the count label varies by type, spec 001 §5).
 * - Members keep the spec's mixed casing: `is_admin` and `isActive` (001 §3 "Hub member").
 * - Dates are ISO 8601 strings.
 *
 * Validation messages are the spec's, word for word: 'Name is required', 'City is required',
 * 'Member count must be at least 1'. The merge messages (the spec gives none) are ours.
 */
import { z } from 'zod';
import { isCity } from '@/domain/cities';
import { defineRoute, idParams, messageBody } from './http';
import { hubsPaths } from './paths';
import { validationMessage } from './messages';

export const HUB_TYPES = ['society', 'school', 'office'] as const;
export type HubType = (typeof HUB_TYPES)[number];

export const HUB_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HubStatus = (typeof HUB_STATUSES)[number];

/** Default map position when the member does not share GPS (spec 001 §5, §9): [longitude, latitude]. */
export const DEFAULT_COORDINATES: [number, number] = [77.209, 28.6139];

export const hubTypeField = z.enum(HUB_TYPES);

export const MESSAGES = {
  nameRequired: validationMessage('hubs.nameRequired'),
  cityRequired: validationMessage('hubs.cityRequired'),
  countMin: validationMessage('hubs.countMin'),
  countMax: validationMessage('hubs.countMax'),
  addressRequired: validationMessage('hubs.addressRequired'),
  mergeTargetRequired: validationMessage('hubs.mergeTargetRequired'),
  /** Part of every minimum-units refusal's message; the client detects the refusal by it (spec 001 §8). */
  minimumApartmentRequirement: 'minimum apartment requirement',
} as const;

/** Coordinates as `[longitude, latitude]` in degrees. */
export const coordinates = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** A location pick (spec 001 §3, §5): the address must be non-empty after trimming. */
export const location = z.object({
  address: z.string().trim().min(1, MESSAGES.addressRequired).max(500),
  coordinates,
});
export type Location = z.infer<typeof location>;

const nameField = z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120);
const cityField = z
  .string({ error: MESSAGES.cityRequired })
  .min(1, MESSAGES.cityRequired)
  .refine((c) => isCity(c), MESSAGES.cityRequired);
const countField = z
  .number({ error: MESSAGES.countMin })
  .int(MESSAGES.countMin)
  .min(1, MESSAGES.countMin)
  .max(1_000_000, MESSAGES.countMax);
const descriptionField = z.string().trim().max(1000).optional().nullable();

/** Create Hub dialog (spec 001 §5 "Hub creation", §7 POST /api/societies). */
export const createHubBody = z.object({
  name: nameField,
  hubType: hubTypeField.default('society'),
  city: cityField,
  apartmentCount: countField,
  location: location.optional().nullable(),
  description: descriptionField,
});
export type CreateHubBody = z.input<typeof createHubBody>;

/** Merge dialog (spec 001 §4.7, §5 "Merge request", §7 POST /api/societies/merge-request). */
export const mergeRequestBody = z.object({
  targetSocietyId: z
    .number({ error: MESSAGES.mergeTargetRequired })
    .int(MESSAGES.mergeTargetRequired)
    .positive(MESSAGES.mergeTargetRequired),
  newSocietyName: nameField,
  newSocietyDescription: descriptionField,
  apartmentCount: countField,
  city: cityField,
  location: location.optional().nullable(),
});
export type MergeRequestBody = z.input<typeof mergeRequestBody>;

/** An approved hub as listings show it (spec 001 §3 "Hub"). `bookCount` counts the hub members' listed books. */
export const hub = z.object({
  id: z.number().int(),
  name: z.string(),
  hubType: hubTypeField,
  city: z.string(),
  description: z.string().nullable(),
  apartmentCount: z.number().int(),
  code: z.string(),
  location: location.nullable(),
  /** active members */
  memberCount: z.number().int(),
  bookCount: z.number().int(),
  createdAt: z.string(),
});
export type Hub = z.infer<typeof hub>;

/** GET /api/societies/available: a listed hub plus whether the caller is an active member. */
export const availableHub = hub.extend({ isMember: z.boolean() });
export type AvailableHub = z.infer<typeof availableHub>;

/** GET /api/societies/my: a hub the caller belongs to (active membership). */
export const myHub = hub.extend({ isAdmin: z.boolean(), joinedAt: z.string() });
export type MyHub = z.infer<typeof myHub>;

export const hubListQuery = z.object({
  hubType: hubTypeField.optional(),
  city: cityField.optional(),
});

export const availableQuery = z.object({ hubType: hubTypeField.optional() });

/** A hub request as its requester gets it back from POST /api/societies (spec 001 §7: "response hubType"). */
export const hubRequestCreated = z.object({
  message: z.string(),
  id: z.number().int(),
  name: z.string(),
  hubType: hubTypeField,
  city: z.string(),
  apartmentCount: z.number().int(),
  description: z.string().nullable(),
  status: z.enum(HUB_STATUSES),
});
export type HubRequestCreated = z.infer<typeof hubRequestCreated>;

/** A nearby approved hub of type society offered for merging (spec 001 §8). `distanceKm` is null without coordinates. */
export const suggestedHub = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  memberCount: z.number().int(),
  distanceKm: z.number().nullable(),
});
export type SuggestedHub = z.infer<typeof suggestedHub>;

/**
 * The 400 body of POST /api/societies for a society below `minApartments` units (spec 001 §8): the
 * `message` contains "minimum apartment requirement"; `suggestedSocieties` are approved societies of the
 * same city, nearest first when coordinates are known.
 */
export const minApartmentsError = z.object({
  message: z.string(),
  minApartments: z.number().int(),
  suggestedSocieties: z.array(suggestedHub),
});
export type MinApartmentsError = z.infer<typeof minApartmentsError>;

/**
 * True when an error body is the minimum-units refusal (spec 001 §8 detects it by its English text; the
 * message may be in Hindi (ADR 0042), so its `minApartments` field is what marks it).
 */
export function isMinApartmentsError(body: unknown): body is MinApartmentsError {
  return minApartmentsError.safeParse(body).success;
}

export const mergeRequestCreated = z.object({ message: z.string(), id: z.number().int() });

/**
 * A hub member (spec 001 §3 "Hub member"). GET /api/societies/{id}/members answers active members to a
 * member, and former ones too (isActive false) to an admin of the hub: docs/decisions/0017-hub-members-list-privacy.md.
 */
export const hubMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  isActive: z.boolean(),
  joinedAt: z.string(),
  /** the member's avatar path, or null (lists show initials then; spec 001 §2.15) */
  profilePicture: z.string().nullable(),
});
export type HubMember = z.infer<typeof hubMember>;

/** GET /api/societies/{id}/stats (members only). Counts are of active members and their books. */
export const hubStats = z.object({
  societyId: z.number().int(),
  name: z.string(),
  hubType: hubTypeField,
  memberCount: z.number().int(),
  adminCount: z.number().int(),
  /** members who joined in the last 30 days */
  newMembersLast30Days: z.number().int(),
  bookCount: z.number().int(),
});
export type HubStats = z.infer<typeof hubStats>;

/** A pending hub request for the admin panel (spec 002 §2.1, §3 "Hub request"). */
export const hubRequest = z.object({
  id: z.number().int(),
  hubType: hubTypeField,
  name: z.string(),
  city: z.string(),
  apartmentCount: z.number().int(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type HubRequest = z.infer<typeof hubRequest>;

export const hubRequestsQuery = z.object({ hubType: hubTypeField.optional() });

/** POST /api/admin/society-requests/review (spec 002 §7). `reason` is optional, used on rejection. */
export const reviewHubRequestBody = z.object({
  requestId: z.number().int().positive(),
  approved: z.boolean(),
  reason: z.string().trim().max(500).optional().nullable(),
});
export type ReviewHubRequestBody = z.input<typeof reviewHubRequestBody>;

export const reviewHubRequestResult = z.object({
  message: z.string(),
  requestId: z.number().int(),
  status: z.enum(HUB_STATUSES),
});
export type ReviewHubRequestResult = z.infer<typeof reviewHubRequestResult>;

export const hubsRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/societies', query: hubListQuery, response: z.array(hub) }),
  available: defineRoute({
    method: 'GET',
    path: '/api/societies/available',
    query: availableQuery,
    response: z.array(availableHub),
  }),
  my: defineRoute({ ...hubsPaths.my, response: z.array(myHub) }),
  create: defineRoute({
    method: 'POST',
    path: '/api/societies',
    body: createHubBody,
    response: hubRequestCreated,
  }),
  mergeRequest: defineRoute({
    method: 'POST',
    path: '/api/societies/merge-request',
    body: mergeRequestBody,
    response: mergeRequestCreated,
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/societies/:id/join',
    params: idParams,
    response: messageBody,
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/api/societies/:id/leave',
    params: idParams,
    response: messageBody,
  }),
  members: defineRoute({
    ...hubsPaths.members,
    params: idParams,
    response: z.array(hubMember),
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/societies/:id/stats',
    params: idParams,
    response: hubStats,
  }),
} as const;

export const adminHubRequestsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/society-requests',
    query: hubRequestsQuery,
    response: z.array(hubRequest),
  }),
  review: defineRoute({
    method: 'POST',
    path: '/api/admin/society-requests/review',
    body: reviewHubRequestBody,
    response: reviewHubRequestResult,
  }),
} as const;
