/**
 * The erased member's details where other rows copied them as text (ADR 0052): notifications and mails
 * rendered with their name ('"Godan" from Asha'), report evidence, webhook bodies, notes on loans and claims,
 * and others' messages that mention them. Each whole-word, case-insensitive occurrence of their name becomes
 * DELETED_MEMBER_NAME, of their e-mail the placeholder address, of their phone or address ERASED_DETAIL.
 * Details shorter than 4 characters are left alone (they would match inside unrelated words).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DELETED_MEMBER_NAME, ERASED_DETAIL, erasedEmail } from '@/domain/account';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';

/** Text and jsonb columns that may hold a copy of another member's details: table, column, jsonb, max length. */
const COPIES: readonly { table: string; column: string; json?: true; max?: number }[] = [
  { table: 'notifications', column: 'title' },
  { table: 'notifications', column: 'message' },
  { table: 'notifications', column: 'data' },
  { table: 'mail_outbox', column: 'subject' },
  { table: 'mail_outbox', column: 'text_body' },
  { table: 'mail_outbox', column: 'html_body' },
  { table: 'hub_messages', column: 'content', max: 2000 },
  { table: 'conversation_messages', column: 'content', max: 1000 },
  { table: 'conversation_messages', column: 'event_data', json: true },
  { table: 'reports', column: 'note' },
  { table: 'reports', column: 'evidence', json: true },
  { table: 'admin_actions', column: 'detail', json: true },
  { table: 'webhook_events', column: 'payload' },
  { table: 'rentals', column: 'return_notes' },
  { table: 'rentals', column: 'return_confirm_notes' },
  { table: 'rentals', column: 'cancel_reason' },
  { table: 'rental_extension_requests', column: 'reason' },
  { table: 'rental_extension_requests', column: 'decline_reason' },
  { table: 'deposit_claims', column: 'reason' },
  { table: 'deposit_claims', column: 'borrower_reply' },
  { table: 'deposit_claims', column: 'decision_note' },
  { table: 'brocks_ledger', column: 'description' },
];

const MIN_LENGTH = 4;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A PostgreSQL ARE matching any of `values` as a whole word; null when none is long enough. */
function wholeWords(values: readonly string[]): string | null {
  const kept = [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= MIN_LENGTH))];
  if (kept.length === 0) return null;
  return `(?<![[:alnum:]_])(${kept.map(escapeRegex).join('|')})(?![[:alnum:]_])`;
}

/** The replacements: each pattern and what it becomes (JSON-safe texts, no regexp back-references). */
function replacementsFor(user: UserRow): [string, string][] {
  const pairs: [string | null, string][] = [
    [wholeWords([user.email]), erasedEmail(user.id)],
    [wholeWords([user.name]), DELETED_MEMBER_NAME],
    [wholeWords([user.phone, user.detailedAddress, user.buildingName, user.flatWing]), ERASED_DETAIL],
  ];
  return pairs.filter((p): p is [string, string] => p[0] !== null);
}

/** Replaces the member's details in every column of COPIES (one statement per column). */
export async function scrubCopies(tx: Tx, user: UserRow): Promise<void> {
  const replacements = replacementsFor(user);
  if (replacements.length === 0) return;
  const any = replacements.map(([pattern]) => pattern).join('|');
  for (const copy of COPIES) {
    const col = sql.identifier(copy.column);
    const text = copy.json ? sql`${col}::text` : sql`${col}`;
    let value: SQL = text;
    for (const [pattern, by] of replacements) value = sql`regexp_replace(${value}, ${pattern}, ${by}, 'gi')`;
    if (copy.max) value = sql`left(${value}, ${sql.raw(String(copy.max))})`;
    if (copy.json) value = sql`(${value})::jsonb`;
    await tx.execute(sql`update ${sql.identifier(copy.table)} set ${col} = ${value} where ${text} ~* ${any}`);
  }
}
