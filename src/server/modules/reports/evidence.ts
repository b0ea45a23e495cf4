/**
 * What a report copies as evidence (ADR 0050): the target's content at the moment it is reported, so an edit
 * or a delete does not erase it, and the member answerable for it (`targetUserId`). Dates are ISO 8601,
 * money in rupees. A target the reporter cannot see (a conversation they are not in, a hub they are not a
 * member of) answers as unknown, so a report does not tell what exists.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ReportTargetKind } from '@/domain/reports';
import { paiseToRupees } from '@/domain/money';
import type { Tx } from '../../db/client';
import {
  books,
  conversationMessages,
  conversationPhotos,
  conversations,
  hubMessages,
  hubs,
  reviews,
  users,
} from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { isMember } from '../membership';

/** A reported target: the evidence to store and the member answerable for it (null when none). */
export interface Target {
  evidence: Record<string, unknown>;
  targetUserId: number | null;
}

type Loader = (tx: Tx, id: number, reporterId: number) => Promise<Target | null>;

const member: Loader = async (tx, id) => {
  const [u] = await tx
    .select({
      id: users.id,
      name: users.name,
      picture: users.profilePicture,
      city: users.city,
      buildingName: users.buildingName,
      building: users.building,
      floor: users.floor,
      grade: users.grade,
      division: users.division,
    })
    .from(users)
    .where(eq(users.id, id));
  return u ? { evidence: { ...u }, targetUserId: u.id } : null;
};

const book: Loader = async (tx, id) => {
  const [b] = await tx
    .select({
      title: books.title,
      author: books.author,
      description: books.description,
      dailyFeePaise: books.dailyFeePaise,
      sellingPricePaise: books.sellingPricePaise,
      ownerId: books.ownerId,
      ownerName: users.name,
    })
    .from(books)
    .innerJoin(users, eq(users.id, books.ownerId))
    .where(and(eq(books.id, id), ne(books.status, 'deleted')));
  if (!b) return null;
  const { dailyFeePaise, sellingPricePaise, ...rest } = b;
  return {
    evidence: {
      ...rest,
      dailyFee: paiseToRupees(dailyFeePaise),
      sellingPrice: sellingPricePaise === null ? null : paiseToRupees(sellingPricePaise),
    },
    targetUserId: b.ownerId,
  };
};

const review: Loader = async (tx, id) => {
  const [r] = await tx
    .select({
      rating: reviews.rating,
      text: reviews.reviewText,
      bookId: reviews.bookId,
      bookTitle: books.title,
      reviewerId: reviews.userId,
      reviewerName: users.name,
      isPublic: reviews.isPublic,
    })
    .from(reviews)
    .innerJoin(books, eq(books.id, reviews.bookId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  if (!r || !r.isPublic) return null;
  const { isPublic: _public, ...evidence } = r;
  return { evidence, targetUserId: r.reviewerId };
};

const hubMessage: Loader = async (tx, id, reporterId) => {
  const [m] = await tx
    .select({
      content: hubMessages.content,
      hubId: hubMessages.hubId,
      hubName: hubs.name,
      senderId: hubMessages.senderId,
      senderName: users.name,
      sentAt: hubMessages.createdAt,
    })
    .from(hubMessages)
    .innerJoin(hubs, eq(hubs.id, hubMessages.hubId))
    .leftJoin(users, eq(users.id, hubMessages.senderId))
    .where(eq(hubMessages.id, id));
  if (!m || !(await isMember(tx, reporterId, m.hubId))) return null;
  return { evidence: { ...m, sentAt: m.sentAt.toISOString() }, targetUserId: m.senderId };
};

const conversationMessage: Loader = async (tx, id, reporterId) => {
  const [m] = await tx
    .select({
      content: conversationMessages.content,
      type: conversationMessages.messageType,
      conversationId: conversationMessages.conversationId,
      memberId: conversations.memberId,
      ownerId: conversations.ownerId,
      senderId: conversationMessages.senderId,
      senderName: users.name,
      sentAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(users, eq(users.id, conversationMessages.senderId))
    .where(eq(conversationMessages.id, id));
  if (!m || (m.memberId !== reporterId && m.ownerId !== reporterId)) return null;
  if (m.type !== 'text') throw localizedError(400, 'reports:notReportable');
  const photos = await tx
    .select({ key: conversationPhotos.storageKey })
    .from(conversationPhotos)
    .where(eq(conversationPhotos.messageId, id))
    .orderBy(conversationPhotos.id);
  return {
    evidence: {
      content: m.content,
      photoKeys: photos.map((p) => p.key),
      conversationId: m.conversationId,
      senderId: m.senderId,
      senderName: m.senderName,
      sentAt: m.sentAt.toISOString(),
    },
    targetUserId: m.senderId,
  };
};

const LOADERS: Record<ReportTargetKind, Loader> = {
  member,
  book,
  review,
  hub_message: hubMessage,
  conversation_message: conversationMessage,
};

/**
 * The target `kind` `id` as `reporterId` may report it, copied now. Errors: 404 'This no longer exists.'
 * for an unknown or unseen target; 400 for a system event of a loan conversation.
 */
export async function loadTarget(
  tx: Tx,
  kind: ReportTargetKind,
  id: number,
  reporterId: number,
): Promise<Target> {
  const target = await LOADERS[kind](tx, id, reporterId);
  if (!target) throw localizedError(404, 'reports:targetNotFound');
  return target;
}

/** A one-line text of `evidence` for the queue (its content, text, title or name), at most 140 characters. */
export function evidenceExcerpt(evidence: Record<string, unknown>): string {
  const first = ['content', 'text', 'title', 'name']
    .map((k) => evidence[k])
    .find((v) => typeof v === 'string');
  const text = typeof first === 'string' ? first : '';
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}
