/**
 * Column builders that many tables share, so each table says what its columns are rather than how they
 * are spelled. They produce exactly the columns they replace: the generated SQL and migrations are the same.
 */
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** What happens to the row when the referenced row is deleted. */
type OnDelete = 'cascade' | 'restrict' | 'set null' | 'no action';

/** The table's own key: `id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY`. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required (NOT NULL) integer foreign key `name` to `target()`, with `ON DELETE onDelete`. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  integer(name).notNull().references(target, { onDelete });

/** When the row was made: `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAtNow = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (set by the code that changes it): `updated_at timestamptz NOT NULL DEFAULT now()`. */
export const updatedAtNow = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
