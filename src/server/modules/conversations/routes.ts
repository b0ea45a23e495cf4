/**
 * HTTP routes of private conversations (contract `src/contract/conversations.ts`, ADR 0050): the list and
 * unread total, asking the owner, a conversation, its history pages (`X-Has-More`), sending text or photos,
 * a photo's bytes, and the read marker. All signed in; each use case checks who may act. The live
 * `event: conversation` rides on the notification stream (./live.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HAS_MORE_HEADER } from '@/contract/chat';
import { PHOTO_MAX_BYTES } from '@/contract/claims';
import { CONVERSATION_PHOTO_FIELD, conversationsRoutes as routes } from '@/contract/conversations';
import { CONVERSATION_MESSAGE_MAX, CONVERSATION_PHOTOS_MAX } from '@/domain/conversations';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { askOwner } from './ask-owner';
import { conversationFor } from './access';
import { listConversations, unreadTotal } from './list-conversations';
import { conversationsLive } from './live';
import { markConversationRead } from './mark-read';
import { assertPhotoSender, conversationPhotoFile, sendPhotoMessage } from './photos';
import { historyPage, toDetails } from './present';
import { storeMessage } from './send-message';

/** A photo message's parts: 1–3 `photo` files (each ≤ 8 MB, else 413) and the text fields. */
async function readPhotoParts(app: FastifyInstance, req: FastifyRequest) {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of req.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: CONVERSATION_PHOTOS_MAX + 1, fields: 5 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== CONVERSATION_PHOTO_FIELD) part.file.resume();
      else photos.push(await part.toBuffer());
    }
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError)
      throw localizedError(413, 'conversations:photoTooLarge');
    if (err instanceof app.multipartErrors.FilesLimitError)
      throw localizedError(400, 'conversations:photoCount');
    throw localizedError(400, 'conversations:photoNotImage');
  }
  if (photos.length < 1 || photos.length > CONVERSATION_PHOTOS_MAX)
    throw localizedError(400, 'conversations:photoCount');
  return { fields, photos };
}

export async function conversationsModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db, clock } = deps;
  await app.register(multipart);
  await conversationsLive(app);
  const me = (req: FastifyRequest) => currentUser(req).id;

  addRoute(app, routes.list, {
    handler: async (req) => listConversations(db, me(req), requestLanguage(req)),
  });
  addRoute(app, routes.unread, { handler: async (req) => ({ unread: await unreadTotal(db, me(req)) }) });
  addRoute(app, routes.ask, {
    handler: async (req, reply) => {
      const { conversation, created } = await askOwner(db, me(req), req.params.id, clock.now());
      const details = await toDetails(db, conversation, me(req));
      if (created) return reply.status(201).send(details);
      return details;
    },
  });
  addRoute(app, routes.get, {
    handler: async (req) => toDetails(db, await conversationFor(db, me(req), req.params.id), me(req)),
  });
  addRoute(app, routes.messages, {
    handler: async (req, reply) => {
      const c = await conversationFor(db, me(req), req.params.id);
      const page = await historyPage(db, c.id, req.query, requestLanguage(req));
      reply.header('cache-control', 'no-store');
      if (page.hasMore) reply.header(HAS_MORE_HEADER, 'true');
      return page.messages;
    },
  });
  addRoute(app, routes.send, {
    status: 201,
    handler: async (req) => {
      const sent = await storeMessage(
        db,
        me(req),
        req.params.id,
        req.body,
        clock.now(),
        requestLanguage(req),
      );
      return { message: sent.message, contactWarning: sent.contactWarning };
    },
  });
  addRoute(app, routes.sendPhotos, {
    status: 201,
    storesFiles: true,
    bodyLimit: CONVERSATION_PHOTOS_MAX * PHOTO_MAX_BYTES + 64 * 1024,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req) => {
      await assertPhotoSender(db, me(req), req.params.id, clock.now());
      const { fields, photos } = await readPhotoParts(app, req);
      const content = (fields.content ?? '').trim();
      if (content.length > CONVERSATION_MESSAGE_MAX) throw localizedError(400, 'conversations:tooLong');
      const key = z.uuid().safeParse(fields.clientMessageId || undefined);
      const message = { content, clientMessageId: key.success ? key.data : undefined };
      return sendPhotoMessage(
        deps,
        me(req),
        req.params.id,
        message,
        photos,
        clock.now(),
        requestLanguage(req),
      );
    },
  });
  addRoute(app, routes.photo, {
    handler: async (req, reply) => {
      const u = currentUser(req);
      const caller = { id: u.id, isAdmin: u.isAdmin };
      const file = await conversationPhotoFile(deps, caller, req.params.id, req.params.photoId);
      await reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  });
  addRoute(app, routes.markRead, {
    handler: async (req) => {
      await markConversationRead(db, me(req), req.params.id, req.body.lastMessageId, clock.now());
      return { message: t('conversations:marked', {}, requestLanguage(req)) };
    },
  });
}
