/**
 * The mail channel of the delivery job: renders a notification's catalogue mail (domain/notices.ts) for
 * its member, with the category's signed one-click unsubscribe link, and sends it through the mailer.
 * Preferences are read here, at send time. docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md.
 */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MAILS, noticeFor, type AccountMailKind, type NoticeCategory } from '@/domain/notices';
import type { Config } from '../../config';
import { notifications, users, type NotificationDeliveryRow } from '../../db/schema';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { absoluteUrl, renderMail } from '../../integrations/mail/render-mail';
import { languageOf, noticeTranslate } from '../../i18n/member-language';
import type { DeliveryDeps, DeliveryOutcome } from './delivery';
import { channelAllowed } from './preferences';
import { unsubscribeToken } from './unsubscribe-token';

/** The absolute unsubscribe URL of `category` for member `userId` (GET page, POST one-click). */
export function unsubscribeUrl(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  userId: number,
  category: NoticeCategory,
) {
  return absoluteUrl(
    config.publicUrl,
    `/api/unsubscribe/${unsubscribeToken(config.sessionSecret, userId, category)}`,
  );
}

/**
 * The stable `Message-ID` of delivery `deliveryId`'s mail: `<notice-42@hubshelf.local>`, the domain of the
 * From address (`MAIL_FROM`), else of `PUBLIC_URL`. Every attempt of the row carries the same one, so a copy
 * a server accepted late is known for the same message (ADR 0056; RFC 5322 §3.6.4).
 */
export function deliveryMessageId(
  config: Pick<Config, 'mailFrom' | 'publicUrl'>,
  deliveryId: number,
): string {
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  const domain = /@([A-Za-z0-9.-]+)\s*$/.exec(address)?.[1] ?? new URL(config.publicUrl).hostname;
  return `<notice-${deliveryId}@${domain}>`;
}

/** A notification's data object (`{}` when absent or not an object). */
export function dataOf(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = json ? JSON.parse(json) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A member as a mail needs them: address, name and language (`preferredLanguage`, null → English). */
export interface MailMember {
  id: number;
  name: string;
  email: string;
  preferredLanguage?: string | null;
}

/**
 * Renders the mail of one stored notification for its member, in the member's language (ADR 0042; the
 * stored message was written in it when the notification was made). Used by the job and the previews.
 */
export async function noticeMessage(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  member: MailMember,
  n: { type: string; title: string; message: string; data: string | null },
): Promise<{ category: NoticeCategory; message: MailMessage } | null> {
  const entry = noticeFor(n.type);
  if (!entry) return null;
  const language = languageOf(member.preferredLanguage);
  const text = entry.mail(
    { title: n.title, message: n.message, data: dataOf(n.data) },
    noticeTranslate(language),
  );
  const message = await renderMail(text, {
    to: member.email,
    name: member.name,
    language,
    publicUrl: config.publicUrl,
    unsubscribe: { url: unsubscribeUrl(config, member.id, entry.category), category: entry.category },
  });
  return { category: entry.category, message };
}

/**
 * An account mail (password reset, password changed) in the member's language: always sent, no
 * unsubscribe link or headers.
 */
export async function accountMessage(
  publicUrl: string,
  member: Omit<MailMember, 'id'>,
  kind: AccountMailKind,
  link = '',
): Promise<MailMessage> {
  const language = languageOf(member.preferredLanguage);
  return renderMail(ACCOUNT_MAILS[kind](link, noticeTranslate(language)), {
    to: member.email,
    name: member.name,
    language,
    publicUrl,
  });
}

/** The mail channel's sender (see delivery.ts CHANNEL_SENDERS). */
export async function sendNoticeMail(
  deps: DeliveryDeps,
  delivery: NotificationDeliveryRow,
): Promise<DeliveryOutcome> {
  const [row] = await deps.db
    .select({
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      data: notifications.data,
      userId: users.id,
      name: users.name,
      email: users.email,
      preferredLanguage: users.preferredLanguage,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, delivery.notificationId));
  if (!row) return { outcome: 'failed', error: 'notification not found' };
  const entry = noticeFor(row.type);
  if (!entry) return { outcome: 'failed', error: `no catalogue entry for ${row.type}` };
  if (!(await channelAllowed(deps.db, row.userId, entry.category, 'mail'))) return { outcome: 'skipped' };
  const rendered = await noticeMessage(
    deps.config,
    { id: row.userId, name: row.name, email: row.email, preferredLanguage: row.preferredLanguage },
    row,
  );
  try {
    await deps.mailer.sendNow({
      ...rendered!.message,
      messageId: deliveryMessageId(deps.config, delivery.id),
    });
    return { outcome: 'sent' };
  } catch (err) {
    return { outcome: 'retry', error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Sends an account mail now through the mailer's outbox (not a notification delivery: it has no
 * notification row, and is always sent). docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md.
 */
export async function sendAccountMail(
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  member: Omit<MailMember, 'id'>,
  kind: AccountMailKind,
  link = '',
): Promise<void> {
  await deps.mailer.send(await accountMessage(deps.config.publicUrl, member, kind, link));
}
