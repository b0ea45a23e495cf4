/**
 * 'Download my data' (ADR 0052; DPDP Act 2023 s. 11): at most EXPORTS_PER_DAY exports per member per rolling
 * day, recorded in `account_exports`, and one ZIP written by archiver as a stream: the tables are read first
 * (so a failing read still answers an error), then the archive is piped to the reply while the member's
 * photos are read from the file store one at a time.
 */
import { ZipArchive } from 'archiver';
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { EXPORTS_PER_DAY } from '@/domain/account';
import type { Db } from '../../db/client';
import { accountExports } from '../../db/schema';
import type { FileStore } from '../../integrations/storage';
import { localizedError } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/session';
import {
  messagesDocument,
  photoKeys,
  preferencesDocument,
  profileDocument,
  type ExportPhoto,
} from './export-documents';
import { booksCsv, readme, toCsv } from './export-files';
import * as q from './export-queries';

/** The rolling day the export limit counts over, in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Namespace of the advisory lock that makes counting and recording an export one step per member. */
const EXPORT_LOCK_NAMESPACE = 20_052;

/**
 * Records an export for `userId` at `now`, or throws 429 `account:export.limit` when the member already made
 * EXPORTS_PER_DAY in the 24 hours before `now` (ADR 0052). Concurrent requests of one member are serialised.
 */
export async function claimExport(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXPORT_LOCK_NAMESPACE}, ${userId})`);
    const since = new Date(now.getTime() - DAY_MS);
    const [made] = await tx
      .select({ n: count() })
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), gt(accountExports.createdAt, since)));
    if ((made?.n ?? 0) >= EXPORTS_PER_DAY)
      throw localizedError(429, 'account:export.limit', { vars: { count: EXPORTS_PER_DAY } });
    await tx.insert(accountExports).values({ userId, createdAt: now });
  });
}

/** The CSV files of the export, each with its statement (the header is the statement's column aliases). */
const TABLES: readonly (readonly [string, (userId: number) => SQL])[] = [
  ['rentals.csv', q.rentalsQuery],
  ['deposit-claims.csv', q.depositClaimsQuery],
  ['purchases.csv', q.purchasesQuery],
  ['payments.csv', q.paymentsQuery],
  ['money-ledger.csv', q.moneyLedgerQuery],
  ['brocks-ledger.csv', q.brocksLedgerQuery],
  ['reviews.csv', q.reviewsQuery],
  ['wishlist.csv', q.wishlistQuery],
  ['alerts.csv', q.alertsQuery],
  ['notifications.csv', q.notificationsQuery],
  ['sessions.csv', q.sessionsQuery],
  ['blocks.csv', q.blocksQuery],
  ['reports.csv', q.reportsQuery],
];

/** A text file of the export: its name in the ZIP and its content. */
interface ExportText {
  name: string;
  text: string;
}

/** Reads every table of `member` and renders the text files (README first), in ZIP order. */
export async function exportTexts(db: Db, member: AuthUser, now: Date): Promise<ExportText[]> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const texts: ExportText[] = [
    { name: 'README.txt', text: readme(member.name, now, member.preferredLanguage) },
    { name: 'profile.json', text: json(await profileDocument(db, member.id)) },
    { name: 'books.csv', text: booksCsv(await q.exportRows(db, q.booksQuery(member.id))) },
  ];
  for (const [name, query] of TABLES) {
    const { rows, columns } = await q.exportTable(db, query(member.id));
    texts.push({ name, text: toCsv(rows, columns) });
  }
  texts.push({ name: 'messages.json', text: json(await messagesDocument(db, member.id)) });
  texts.push({ name: 'preferences.json', text: json(await preferencesDocument(db, member.id)) });
  return texts;
}

export interface ExportDeps {
  db: Db;
  files: FileStore;
}

/**
 * The member's data as a ZIP stream (ADR 0052): the text files of `exportTexts`, then each uploaded photo
 * (`photos/…`; a file missing from the store is left out). Throws 429 (see `claimExport`) before anything
 * is written. The returned stream is piped to the reply by the caller.
 */
export async function exportArchive(deps: ExportDeps, member: AuthUser, now: Date): Promise<ZipArchive> {
  await claimExport(deps.db, member.id, now);
  const texts = await exportTexts(deps.db, member, now);
  const photos = await photoKeys(deps.db, member.id, member.profilePicture);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  let written = 0;
  archive.on('entry', () => (written += 1));
  for (const { name, text } of texts) archive.append(text, { name, date: now });
  const photosIn = (n: number) => untilEntries(archive, () => written >= texts.length + n);
  void appendPhotos(archive, deps.files, photos, now, photosIn).then(
    () => archive.finalize(),
    (error: unknown) => archive.destroy(error as Error),
  );
  return archive;
}

/** Resolves once `done()` holds, checked after each entry the archive writes. */
function untilEntries(archive: ZipArchive, done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return;
      archive.off('entry', check);
      resolve();
    };
    archive.on('entry', check);
    check();
  });
}

/**
 * Appends `photos` one at a time: the next is read from the store once the previous is written
 * (`photosIn(n)` resolves when n photos are in), so at most one photo is held in memory. WebP is already
 * compressed: photos are stored, not deflated.
 */
async function appendPhotos(
  archive: ZipArchive,
  files: FileStore,
  photos: ExportPhoto[],
  now: Date,
  photosIn: (n: number) => Promise<void>,
): Promise<void> {
  let appended = 0;
  for (const photo of photos) {
    const file = await files.get(photo.key);
    if (!file) continue;
    archive.append(file.data, { name: photo.name, date: now, store: true });
    appended += 1;
    await photosIn(appended);
  }
}
