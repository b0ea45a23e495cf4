/**
 * Hub chat use cases (spec 001 §2.16; ADR docs/decisions/0019-hub-chat.md): history, sending, unread
 * counts and read markers, and the reads the live stream needs. Every call checks membership itself.
 */
import { type HistoryQuery } from '@/contract/chat';
import type { Db } from '../../db/client';
import { hubForMember } from '../hubs';
import { historyPage, type HistoryPage } from './messages';

/**
 * A history page of hub `hubId` for `userId`: 404 'Society not found' for an unknown or unapproved hub,
 * 403 "Please check if you're a member of this society" for anyone who is not an active member now.
 * Blocks and hidden messages apply as in `historyPage` (ADR 0050).
 */
export async function listMessages(
  db: Db,
  userId: number,
  hubId: number,
  q: HistoryQuery,
): Promise<HistoryPage> {
  await hubForMember(db, userId, hubId, 'chat:notMember');
  return historyPage(db, hubId, q, userId);
}
