/**
 * Photo messages of conversations (ADR 0050): 1–3 photos with optional text, each through the condition-photo
 * pipeline (`lib/photo-webp.ts`: sniffed JPEG/PNG/WebP, re-encoded WebP ≤ 1600 px, metadata stripped) and
 * stored through the file store under a new random key before the message's transaction; a refused or
 * replayed send deletes them again. A photo is served to the conversation's two members, and to an
 * administrator while a report (open or decided) targets its message; to anyone else 404.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Language } from '@/domain/languages';
import type { Db } from '../../db/client';
import { conversationMessages, conversationPhotos, conversations, reports } from '../../db/schema';
import type { FileStore, StoredFile } from '../../integrations/storage';
import { localizedError } from '../../lib/http-error';
import { toPhotoWebp } from '../../lib/photo-webp';
import { conversationFor } from './access';
import { assertMaySend, storeMessage, type OutgoingMessage, type SentMessage } from './send-message';

interface PhotoDeps {
  db: Db;
  files: FileStore;
}

/**
 * Refuses `callerId` a photo message in `conversationId` before its body is read (access before validation,
 * ADR 0006): 404 for anyone but its two members, 403 restricted or an inquiry across a block.
 */
export async function assertPhotoSender(db: Db, callerId: number, conversationId: number, now: Date) {
  await assertMaySend(db, await conversationFor(db, callerId, conversationId), callerId, now);
}

/**
 * POST /api/conversations/:id/photo-messages: stores `uploads` (already size-capped, 1–3) as WebPs and sends
 * them with `message` (text may be ''). Refusals as `storeMessage`, and 400 for a file that is not a photo.
 */
export async function sendPhotoMessage(
  deps: PhotoDeps,
  callerId: number,
  conversationId: number,
  message: Omit<OutgoingMessage, 'photoKeys'>,
  uploads: readonly Buffer[],
  now: Date,
  lng: Language,
): Promise<SentMessage> {
  const webps = await Promise.all(uploads.map((u) => toPhotoWebp(u, 'conversations:photoNotImage')));
  const keys: string[] = [];
  try {
    for (const webp of webps) {
      const key = `conversation-photos/${randomBytes(16).toString('hex')}.webp`;
      await deps.files.put(key, webp, 'image/webp');
      keys.push(key);
    }
    const sent = await storeMessage(
      deps.db,
      callerId,
      conversationId,
      { ...message, photoKeys: keys },
      now,
      lng,
    );
    if (sent.replayed) await Promise.all(keys.map((k) => deps.files.delete(k).catch(() => {})));
    return { message: sent.message, contactWarning: sent.contactWarning };
  } catch (err) {
    await Promise.all(keys.map((k) => deps.files.delete(k).catch(() => {})));
    throw err;
  }
}

/** True when a report (open or decided) targets message `messageId` (an administrator handling it may look). */
async function reportedMessage(db: Db, messageId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetKind, 'conversation_message'), eq(reports.targetId, messageId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * GET /api/conversations/:id/photos/:photoId: the photo's bytes for one of the two members, or an
 * administrator when a report targets its message; 404 'Photo not found' for anyone else or an unknown photo.
 */
export async function conversationPhotoFile(
  deps: PhotoDeps,
  caller: { id: number; isAdmin: boolean },
  conversationId: number,
  photoId: number,
): Promise<StoredFile> {
  const [photo] = await deps.db
    .select({
      key: conversationPhotos.storageKey,
      messageId: conversationMessages.id,
      hiddenAt: conversationMessages.hiddenAt,
      memberId: conversations.memberId,
      ownerId: conversations.ownerId,
    })
    .from(conversationPhotos)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationPhotos.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversationPhotos.id, photoId), eq(conversations.id, conversationId)));
  const member = photo && (photo.memberId === caller.id || photo.ownerId === caller.id);
  const admin = photo && caller.isAdmin && (await reportedMessage(deps.db, photo.messageId));
  if (!photo || !(admin || (member && !photo.hiddenAt)))
    throw localizedError(404, 'conversations:photoNotFound');
  const file = await deps.files.get(photo.key);
  if (!file) throw localizedError(404, 'conversations:photoNotFound');
  return file;
}
