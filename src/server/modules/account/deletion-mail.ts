/**
 * The mail that confirms a scheduled deletion (ADR 0052): the date of the erasure and the link that cancels
 * it, in the member's language. An account mail: always sent, no unsubscribe link (rendered by the notice
 * mail layout, sent through the app's mailer and its outbox; ADR 0039).
 */
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { absoluteUrl, renderMail } from '../../integrations/mail/render-mail';
import { dateIn, languageOf } from '../../i18n/member-language';
import { t } from '../../i18n/t';

/** The client page of the mailed link; it posts the token to `POST /api/account/deletion/cancel`. */
export const CANCEL_PAGE = '/account/deletion/cancel';

/** The mailed cancel link for `token` (64 hex characters): `<publicUrl>/account/deletion/cancel?token=…`. */
export function cancelLink(publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, `${CANCEL_PAGE}?token=${token}`);
}

/**
 * Mails `member` that their account will be erased at `scheduledFor`, with the cancel link of `token`.
 * Throws only when the outbox cannot be written (delivery failures are recorded on the outbox row).
 */
export async function sendDeletionMail(
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  member: Pick<UserRow, 'name' | 'email' | 'preferredLanguage'>,
  scheduledFor: Date,
  token: string,
): Promise<void> {
  const language = languageOf(member.preferredLanguage);
  const date = dateIn(scheduledFor, language);
  const link = cancelLink(deps.config.publicUrl, token);
  const tr = (key: string) => t(`account:deletion.mail.${key}`, { date }, language);
  const message = await renderMail(
    {
      subject: tr('subject'),
      paragraphs: [tr('scheduled'), tr('changedMind'), link, tr('notYou')],
      action: { label: tr('action'), path: link },
    },
    { to: member.email, name: member.name, language, publicUrl: deps.config.publicUrl },
  );
  await deps.mailer.send(message);
}
