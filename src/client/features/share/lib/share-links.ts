/**
 * Share texts and external share targets for a book (spec 000 §2 "Share control", §9 share message
 * and mail subject). Pure functions: no DOM access except what the caller passes in. The message and
 * subject are in the member's language, from the `share` catalogue at call time (ADR 0042); brand names
 * (WhatsApp, Facebook, Twitter) stay as they are.
 */
import { i18n } from '@/client/i18n/i18n';
import { formatRupees } from '@/client/lib/format';

/** What the share control needs about a book (spec 000 §3 "Share control inputs"); `dailyFee` in rupees. */
export interface ShareBook {
  bookId: number;
  bookTitle: string;
  bookAuthor: string;
  dailyFee: number;
}

/** The public book page link: the site origin plus `/book/{id}` (spec 000 §2 "Public book page"). */
export function bookLink(origin: string, bookId: number): string {
  return `${origin}/book/${bookId}`;
}

/**
 * The share message (spec 000 §9), word for word, followed by a blank line and the link:
 * `Check out "{title}" by {author} on Hubshelf! Available for ₹{fee}/day. Join our community library and
 * start sharing books today!` — the fee is formatted with 2 decimals.
 */
export function shareMessage(book: ShareBook, link: string): string {
  const message = i18n.t('share:message', {
    title: book.bookTitle,
    author: book.bookAuthor,
    fee: formatRupees(book.dailyFee),
  });
  return `${message}\n\n${link}`;
}

/** The mail subject (spec 000 §9): `Book Recommendation: {title}`. */
export function mailSubject(title: string): string {
  return i18n.t('share:subject', { title });
}

export type ShareChannel = 'whatsapp' | 'facebook' | 'twitter' | 'email';

/** The four external channels in menu order. */
export const SHARE_CHANNELS: readonly ShareChannel[] = ['whatsapp', 'facebook', 'twitter', 'email'];

/** A channel's visible label: the brand names as they are, 'Email' from the `share` catalogue. */
export function channelLabel(channel: ShareChannel): string {
  switch (channel) {
    case 'whatsapp':
      return 'WhatsApp';
    case 'facebook':
      return 'Facebook';
    case 'twitter':
      return 'Twitter';
    case 'email':
      return i18n.t('share:channels.email');
  }
}

/** What a share target carries: the message (with the link in it) and the mail subject. */
export interface ShareText {
  message: string;
  subject: string;
}

/**
 * The external share URL of `text` and `link` for a channel (spec 000 §2): a messaging-app link with the
 * text, a social-network sharer link with url and quote, a short-post intent link with text and url, and
 * a mail link with subject and body. Also the home's Invite Friends WhatsApp link (spec 001 §2.2).
 */
export function shareTargetUrl(channel: ShareChannel, text: ShareText, link: string): string {
  const { message, subject } = text;
  const enc = encodeURIComponent;
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?text=${enc(message)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}&quote=${enc(message)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${enc(message)}&url=${enc(link)}`;
    case 'email':
      return `mailto:?subject=${enc(subject)}&body=${enc(message)}`;
  }
}

/** The external share URL of a book for a channel (spec 000 §2, §9 share message and mail subject). */
export function shareUrl(channel: ShareChannel, book: ShareBook, link: string): string {
  return shareTargetUrl(
    channel,
    { message: shareMessage(book, link), subject: mailSubject(book.bookTitle) },
    link,
  );
}

/** Opens a channel's share target in a new window (spec 000 §2). */
export function openShareTarget(channel: ShareChannel, book: ShareBook, link: string): void {
  window.open(shareUrl(channel, book, link), '_blank', 'noopener,noreferrer');
}
