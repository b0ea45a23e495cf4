/**
 * Hub chat rules shared by server and client (spec 001 §2.16, §3 "Society message"; ADR
 * docs/decisions/0019-hub-chat.md): message length, the per-member send rate, history page sizes and how
 * plain text is split into text and clickable links.
 */

/** Longest message, in characters after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages a member may post per SEND_WINDOW_MS. */
export const SEND_LIMIT = 20;
/** The send-rate window, in ms. */
export const SEND_WINDOW_MS = 60_000;
/** History page size when `limit` is not given, and its maximum. */
export const HISTORY_PAGE = 50;
export const HISTORY_MAX = 100;
/** Messages replayed after a reconnect's Last-Event-ID before the client is told to refetch instead. */
export const REPLAY_MAX = 500;

/** One piece of a message: plain text, or an http(s) link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link ("see https://x.org."). */
const TRAILING = /[.,!?;:)\]}]+$/;

/**
 * Splits `content` into text and link parts. Only `http://` and `https://` become links; any other
 * scheme (`javascript:`, `data:`) and any markup (`<b>`) stay text, rendered as text, never as HTML.
 */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
