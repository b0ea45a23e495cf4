/**
 * Sending in a conversation (ADR 0050): text as JSON (`POST /api/conversations/:id/messages`), or with 1–3
 * photos as multipart (`POST /api/conversations/:id/photo-messages`: `content`, `clientMessageId`,
 * `photo` × n). Each message carries an idempotency key (`clientMessageId`) made once per message: a retry
 * of the same text and photos after a failure (e.g. a lost answer) sends the same key, so the server answers
 * the message it stored instead of storing it twice. The stored message joins the thread at once.
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CONVERSATION_PHOTO_FIELD, conversationsRoutes } from '@/contract/conversations';
import { buildPath } from '@/contract/path';
import { ApiError, callPath } from '@/client/lib/api';
import { offlineActionMessage } from '@/client/lib/offline';
import { conversationsPaths } from './keys';
import { addToThread, refreshSummaries } from './thread-cache';

/** What a send answers: the stored message and the contact warning to show once (or null). */
export type SentMessage = z.output<(typeof conversationsRoutes.send)['response']>;

/** One message to send: trimmed text ('' allowed only with photos) and its photos. */
export interface Outgoing {
  content: string;
  photos: File[];
}

const PHOTO: typeof CONVERSATION_PHOTO_FIELD = 'photo';

/** A message's identity for retries: the same text and the same files. */
const signature = ({ content, photos }: Outgoing) =>
  JSON.stringify([content, photos.map((f) => [f.name, f.size, f.lastModified])]);

async function sendPhotos(id: number, out: Outgoing, clientMessageId: string): Promise<SentMessage> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, JSON.stringify({ message: offlineActionMessage() }), 'Offline');
  }
  const form = new FormData();
  if (out.content) form.append('content', out.content);
  form.append('clientMessageId', clientMessageId);
  for (const photo of out.photos) form.append(PHOTO, photo);
  const res = await fetch(buildPath(conversationsPaths.sendPhotos.path, { id }), {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return JSON.parse(text) as SentMessage;
}

/** Sends one message in conversation `id`; resolves with the server's answer. */
export function useSendConversationMessage(id: number) {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ signature: string; clientMessageId: string } | null>(null);
  return useMutation({
    mutationFn: (out: Outgoing): Promise<SentMessage> => {
      const sig = signature(out);
      const clientMessageId =
        unanswered.current?.signature === sig ? unanswered.current.clientMessageId : crypto.randomUUID();
      unanswered.current = { signature: sig, clientMessageId };
      if (out.photos.length > 0) return sendPhotos(id, out, clientMessageId);
      return callPath<typeof conversationsRoutes.send>(conversationsPaths.send, {
        params: { id },
        body: { content: out.content, clientMessageId },
      });
    },
    onSuccess: (sent) => {
      unanswered.current = null;
      addToThread(queryClient, id, [sent.message]);
      refreshSummaries(queryClient);
    },
  });
}
