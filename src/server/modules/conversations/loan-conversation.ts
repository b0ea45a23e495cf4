/**
 * Loan conversations and their system events (ADR 0050). The rentals and purchases areas call these inside
 * the transaction of their change, so a rollback writes neither the change nor its conversation or event:
 * - `openLoanConversation` when a rental or purchase is made: the member's open inquiry about the book
 *   becomes the loan's conversation (kind `loan`, its rental or purchase id set), or a new one is made;
 * - `addLoanEvent` for each change of the rental (paid, pickup confirmed, due date moved, return requested,
 *   extension asked or answered, return confirmed, claim opened or settled, cancelled, purchased, hand-over
 *   proposed or agreed): an `event` message holding the event's values, worded for each reader when read.
 */
import { and, eq } from 'drizzle-orm';
import type { ConversationEvent } from '@/domain/conversations';
import type { Db, Tx } from '../../db/client';
import { conversationMessages, conversations, type ConversationRow } from '../../db/schema';
import { announce } from './send-message';
import type { EventData } from './wording';

/** What a new rental or purchase tells its conversation. */
export interface LoanConversationInput {
  bookId: number;
  /** the borrower or buyer */
  memberId: number;
  /** the book's owner */
  ownerId: number;
  rentalId?: number;
  purchaseId?: number;
  now: Date;
}

/**
 * Inside the rental's or purchase's transaction `tx`: the loan conversation of the new rental or purchase,
 * continuing the member's open inquiry about the book when there is one.
 */
export async function openLoanConversation(
  tx: Db | Tx,
  input: LoanConversationInput,
): Promise<ConversationRow> {
  const loan = {
    kind: 'loan',
    rentalId: input.rentalId ?? null,
    purchaseId: input.purchaseId ?? null,
    lastMessageAt: input.now,
  };
  const [continued] = await tx
    .update(conversations)
    .set(loan)
    .where(
      and(
        eq(conversations.memberId, input.memberId),
        eq(conversations.ownerId, input.ownerId),
        eq(conversations.bookId, input.bookId),
        eq(conversations.kind, 'inquiry'),
        eq(conversations.status, 'open'),
      ),
    )
    .returning();
  if (continued) return continued;
  const [created] = await tx
    .insert(conversations)
    .values({
      ...loan,
      bookId: input.bookId,
      memberId: input.memberId,
      ownerId: input.ownerId,
      createdAt: input.now,
    })
    .returning();
  return created!;
}

/** One system event of a rental (or purchase) change. */
export interface LoanEventInput {
  rentalId?: number;
  purchaseId?: number;
  event: ConversationEvent;
  /** the values its sentence names: `days`, `due` (ISO), `at` (ISO), `pricePaise`, `amountPaise`, `approved` */
  data?: EventData;
  now: Date;
}

/**
 * Inside the change's transaction `tx`: writes `event` into the conversation of the rental (or purchase),
 * bumps its `last_message_at` and announces it live to both members at commit. Answers the message id, or
 * null (nothing written) when the rental has no conversation (one made before conversations existed).
 */
export async function addLoanEvent(tx: Db | Tx, input: LoanEventInput): Promise<number | null> {
  const where =
    input.rentalId !== undefined
      ? eq(conversations.rentalId, input.rentalId)
      : input.purchaseId !== undefined
        ? eq(conversations.purchaseId, input.purchaseId)
        : null;
  if (!where) return null;
  const [c] = await tx.select({ id: conversations.id }).from(conversations).where(where);
  if (!c) return null;
  const [row] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: c.id,
      senderId: null,
      messageType: 'event',
      content: '',
      event: input.event,
      eventData: input.data ?? {},
      createdAt: input.now,
    })
    .returning({ id: conversationMessages.id });
  await tx.update(conversations).set({ lastMessageAt: input.now }).where(eq(conversations.id, c.id));
  await announce(tx, c.id, row!.id);
  return row!.id;
}
