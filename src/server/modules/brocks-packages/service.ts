/**
 * Brocks packages (spec 002 §2.1 "Brocks Packages", §3, §5 "Package", §7): administrators create, edit and
 * delete packages; anyone lists the packages for sale. Prices are paise inside, rupee strings ('99.00') on
 * the wire. Deleting a package that a purchase references archives it instead: off sale, kept for history
 * (docs/decisions/0023-brocks-packages-page-content-analytics.md).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  type BrocksPackage,
  type DeletePackageResponse,
  type PackageInput,
} from '@/contract/brocks-packages';
import type { Db, Tx } from '../../db/client';
import { brocksPackages, type BrocksPackageRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

/** '99.00' from 9900 paise. */
export const paiseToPriceString = (paise: number): string => (paise / 100).toFixed(2);

/** Paise from a validated price string ('99', '99.5', '99.00'), without float rounding. */
export function priceStringToPaise(price: string): number {
  const [rupees, fraction = ''] = price.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

function toPackage(row: BrocksPackageRow): BrocksPackage {
  return {
    id: row.id,
    name: row.name,
    brocks: row.brocks,
    bonus: row.bonus,
    price: paiseToPriceString(row.pricePaise),
    popular: row.popular,
  };
}

const onSale = isNull(brocksPackages.archivedAt);

/** Packages for sale (not archived), cheapest first, then by id. Public and admin lists alike. */
export async function listPackages(db: Db): Promise<BrocksPackage[]> {
  const rows = await db
    .select()
    .from(brocksPackages)
    .where(onSale)
    .orderBy(asc(brocksPackages.pricePaise), asc(brocksPackages.id));
  return rows.map(toPackage);
}

/** The package `id` if it is on sale (not archived), as stored (price in paise); else 404 'Package not found'. */
export async function packageOnSale(db: Db | Tx, id: number): Promise<BrocksPackageRow> {
  const [row] = await db
    .select()
    .from(brocksPackages)
    .where(and(eq(brocksPackages.id, id), onSale));
  if (!row) throw localizedError(404, 'brocks:packages.notFound');
  return row;
}

const values = (input: PackageInput) => ({
  name: input.name,
  brocks: input.brocks,
  bonus: input.bonus,
  pricePaise: priceStringToPaise(input.price),
  popular: input.popular,
});

/** Creates a package for sale. */
export async function createPackage(db: Db, input: PackageInput, now: Date): Promise<BrocksPackage> {
  const [row] = await db
    .insert(brocksPackages)
    .values({ ...values(input), createdAt: now, updatedAt: now })
    .returning();
  return toPackage(row);
}

/** Replaces a package's fields. 404 'Package not found' for an unknown or archived package. */
export async function updatePackage(
  db: Db,
  id: number,
  input: PackageInput,
  now: Date,
): Promise<BrocksPackage> {
  const [row] = await db
    .update(brocksPackages)
    .set({ ...values(input), updatedAt: now })
    .where(and(eq(brocksPackages.id, id), onSale))
    .returning();
  if (!row) throw localizedError(404, 'brocks:packages.notFound');
  return toPackage(row);
}

/**
 * True when `err` (or a cause: Drizzle wraps driver errors) is a referencing row refusing a delete:
 * 23503 foreign_key_violation (NO ACTION) or 23001 restrict_violation (ON DELETE RESTRICT).
 */
function isReferencedViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}

/**
 * Deletes a package, or archives it when rows elsewhere reference it (a purchase: their foreign keys
 * refuse the delete, which is tried in a savepoint). 404 for an unknown or already archived package.
 */
export async function deletePackage(
  db: Db,
  id: number,
  now: Date,
): Promise<Pick<DeletePackageResponse, 'outcome'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: brocksPackages.id })
      .from(brocksPackages)
      .where(and(eq(brocksPackages.id, id), onSale))
      .for('update');
    if (!row) throw localizedError(404, 'brocks:packages.notFound');
    try {
      await tx.transaction(async (sp) => {
        await sp.delete(brocksPackages).where(eq(brocksPackages.id, id));
      });
      return { outcome: 'deleted' };
    } catch (err) {
      if (!isReferencedViolation(err)) throw err;
    }
    await tx
      .update(brocksPackages)
      .set({ archivedAt: now, popular: false, updatedAt: now })
      .where(eq(brocksPackages.id, id));
    return { outcome: 'archived' };
  });
}
