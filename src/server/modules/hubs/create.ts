/**
 * Asking for a new hub (spec 001 §4.7, §5, §8; 002 §3 "Hub request"): the minimum-units rule with
 * same-city merge suggestions, a unique join code, and the administrators' `society_request`
 * notification. A hub request is a `hubs` row with status `pending`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { HubRequestCreated, SuggestedHub } from '@/contract/hubs';
import { createHubBody } from '@/contract/hubs';
import { distanceKm, generateJoinCode, isBelowMinimumUnits } from '@/domain/hubs';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { hubs, users, type HubRow } from '../../db/schema';
import type { Language } from '@/domain/languages';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { notifyEach } from '../notifications';
import { getPlatformSettings } from '../settings';
import { approvedHubRows } from './listings';
import type { DbOrTx } from './lookup';

/** How many same-city hubs of type society a minimum-units refusal suggests at most. */
const MAX_MERGE_SUGGESTIONS = 5;

/** How many times a join-code collision is retried before giving up (each try is a fresh random code). */
const JOIN_CODE_ATTEMPTS = 8;

/** A fresh join code from the OS's cryptographic generator. */
const newJoinCode = () => generateJoinCode((n) => randomBytes(n));

/**
 * Approved hubs of type society in `city` for a merge suggestion (spec 001 §8): nearest first when `from`
 * coordinates are known (those without coordinates after), otherwise most members first.
 */
async function suggestMergeTargets(
  db: DbOrTx,
  city: string,
  from: [number, number] | null,
  limit = MAX_MERGE_SUGGESTIONS,
): Promise<SuggestedHub[]> {
  const rows = await approvedHubRows(db, { hubType: 'society', city });
  const withDistance = rows.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    memberCount: r.memberCount,
    distanceKm:
      from && r.longitude !== null && r.latitude !== null
        ? distanceKm(from, [r.longitude, r.latitude])
        : null,
  }));
  withDistance.sort((a, b) => {
    if (a.distanceKm !== null && b.distanceKm !== null) return a.distanceKm - b.distanceKm;
    if (a.distanceKm !== null) return -1;
    if (b.distanceKm !== null) return 1;
    return b.memberCount - a.memberCount;
  });
  return withDistance.slice(0, limit);
}

/** Ids of every administrator: members flagged isAdmin plus the configured ADMIN_EMAILS. */
async function administratorIds(db: DbOrTx, adminEmails: readonly string[]): Promise<number[]> {
  const emails = adminEmails.map((e) => e.toLowerCase());
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      emails.length > 0
        ? sql`${users.isAdmin} or lower(${users.email}) in ${emails}`
        : eq(users.isAdmin, true),
    );
  return rows.map((r) => r.id);
}

/**
 * Inserts a hub row with a fresh unique join code (spec 001 §2.12 "code"), retrying with a new code
 * when one is taken (the unique constraint decides). `nextCode` is injectable for tests. 503 after
 * JOIN_CODE_ATTEMPTS collisions in a row.
 */
export async function insertHubWithCode(
  db: DbOrTx,
  values: Omit<typeof hubs.$inferInsert, 'code'>,
  nextCode: () => string = newJoinCode,
): Promise<HubRow> {
  for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(hubs)
      .values({ ...values, code: nextCode() })
      .onConflictDoNothing({ target: hubs.code })
      .returning();
    if (row) return row;
  }
  throw localizedError(503, 'hubs:joinCodeFailed');
}

export interface Requester {
  id: number;
  name: string;
}

/**
 * POST /api/societies (spec 001 §4.7, §5, §8): records a pending hub request and notifies every
 * administrator with a `society_request` notification (data: societyName, apartmentCount, city,
 * requestId; spec 002 §3). A society below the `minApartments` setting is refused with 400, a message
 * containing "minimum apartment requirement", `minApartments` and `suggestedSocieties`. A pending or
 * approved hub of the same type, name and city → 409.
 */
export async function requestHub(
  db: Db,
  requester: Requester,
  input: z.output<typeof createHubBody>,
  opts: { now: Date; adminEmails: readonly string[]; lng?: Language },
): Promise<HubRequestCreated> {
  const settings = await getPlatformSettings(db);
  const coords = input.location?.coordinates ?? null;
  if (isBelowMinimumUnits(input.hubType, input.apartmentCount, settings.minApartments)) {
    throw localizedError(400, 'hubs:tooSmall', {
      vars: { minApartments: settings.minApartments },
      extra: {
        minApartments: settings.minApartments,
        suggestedSocieties: await suggestMergeTargets(db, input.city, coords),
      },
    });
  }
  return db.transaction(async (tx) => {
    const [duplicate] = await tx
      .select({ id: hubs.id, status: hubs.status })
      .from(hubs)
      .where(
        and(
          eq(hubs.hubType, input.hubType),
          eq(hubs.city, input.city),
          sql`lower(${hubs.name}) = lower(${input.name})`,
          inArray(hubs.status, ['pending', 'approved']),
        ),
      )
      .limit(1);
    if (duplicate) {
      throw localizedError(
        409,
        duplicate.status === 'approved' ? `hubs:exists.${input.hubType}` : 'hubs:requestWaiting',
        { vars: { name: input.name, city: input.city } },
      );
    }
    const hub = await insertHubWithCode(tx, {
      name: input.name,
      hubType: input.hubType,
      city: input.city,
      description: input.description || null,
      address: input.location?.address ?? null,
      longitude: coords?.[0] ?? null,
      latitude: coords?.[1] ?? null,
      unitCount: input.apartmentCount,
      status: 'pending',
      createdBy: requester.id,
      createdAt: opts.now,
      updatedAt: opts.now,
    });
    await notifyEach(
      tx,
      await administratorIds(tx, opts.adminEmails),
      {
        type: 'society_request',
        title: (lng) => t(`notices:inApp.societyRequest.title.${hub.hubType}`, {}, lng),
        message: (lng) =>
          t(
            'notices:inApp.societyRequest.message',
            {
              requester: requester.name,
              hubType: t(`notices:inApp.hubTypes.${hub.hubType}`, {}, lng),
              hub: hub.name,
              city: hub.city,
              count: hub.unitCount,
              units: t(`notices:inApp.units.${hub.hubType}`, {}, lng),
            },
            lng,
          ),
        data: { societyName: hub.name, apartmentCount: hub.unitCount, city: hub.city, requestId: hub.id },
      },
      opts.now,
    );
    return {
      message: t('hubs:requestSent', { name: hub.name }, opts.lng),
      id: hub.id,
      name: hub.name,
      hubType: hub.hubType,
      city: hub.city,
      apartmentCount: hub.unitCount,
      description: hub.description,
      status: hub.status,
    };
  });
}
