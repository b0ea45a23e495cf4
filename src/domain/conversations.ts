/**
 * Private conversations between two members about one book (ADR 0050): who may take part, message limits,
 * the loan events a conversation shows. Pure rules shared by server and client.
 */

/** `inquiry`: asked before any rental; `loan`: made with a rental or purchase (ADR 0050). */
export const CONVERSATION_KINDS = ['inquiry', 'loan'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Longest message text, in characters after trimming. */
export const CONVERSATION_MESSAGE_MAX = 1000;
/** Most photos on one message. */
export const CONVERSATION_PHOTOS_MAX = 3;
/** Messages a member may send per CONVERSATION_SEND_WINDOW_MS, over all conversations. */
export const CONVERSATION_SEND_LIMIT = 20;
/** The send-rate window, in ms. */
export const CONVERSATION_SEND_WINDOW_MS = 60_000;
/** History page size when `limit` is not given, and its maximum. */
export const CONVERSATION_PAGE = 30;
export const CONVERSATION_PAGE_MAX = 100;
/**
 * An open conversation page marks it read at least this often (ms), so the server counts its reader as on the
 * page (within 90 s) and sends the live event rather than a notice.
 */
export const CONVERSATION_READ_HEARTBEAT_MS = 60_000;
/** At most one mail per conversation per this many ms to a member who is not on the page. */
export const CONVERSATION_MAIL_GAP_MS = 60 * 60_000;

/**
 * The rental changes a loan conversation shows as system events, each written in the transaction of the
 * change and worded in each reader's language when read.
 */
export const CONVERSATION_EVENTS = [
  'paid',
  'pickup_confirmed',
  'due_date_moved',
  'return_requested',
  'extension_asked',
  'extension_answered',
  'return_confirmed',
  'claim_opened',
  'claim_settled',
  'cancelled',
  'purchased',
  'handover_proposed',
  'handover_agreed',
] as const;
export type ConversationEvent = (typeof CONVERSATION_EVENTS)[number];
