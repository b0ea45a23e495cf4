/**
 * Mail previews for development (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * `GET /dev/mail/:type` answers the HTML of one catalogue or account mail with sample data; it is not
 * registered when NODE_ENV=production. `scripts/mail-preview.ts` writes all of them to DATA_DIR/mail-preview/.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MAILS, NOTIFICATION_TYPES, type AccountMailKind } from '@/domain/notices';
import type { Config } from '../../config';
import type { MailMessage } from '../../integrations/mail/mailer';
import { absoluteUrl } from '../../integrations/mail/render-mail';
import { accountMessage, noticeMessage } from './notice-mail';

const SAMPLE_MEMBER = { id: 1, name: 'Asha Rao', email: 'asha@example.com' };
const SAMPLE_DATA = {
  bookTitle: 'The God of Small Things',
  bookId: 1,
  societyName: 'Green Park Residency',
  rentalId: 1,
};

/** Every previewable mail: each notification type and each account mail. */
export const PREVIEW_KINDS: readonly string[] = [...NOTIFICATION_TYPES, ...Object.keys(ACCOUNT_MAILS)];

/** The sample mail of `kind` in `language` (`?lng=hi`; ADR 0042), or null when there is no such mail. */
export async function previewMail(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  kind: string,
  language: string | null = null,
): Promise<MailMessage | null> {
  const member = { ...SAMPLE_MEMBER, preferredLanguage: language };
  if (kind in ACCOUNT_MAILS)
    return accountMessage(
      config.publicUrl,
      member,
      kind as AccountMailKind,
      absoluteUrl(config.publicUrl, '/reset-password?token=sample'),
    );
  const rendered = await noticeMessage(config, member, {
    type: kind,
    title: 'Sample notice',
    message: `A sample ${kind.replace(/_/g, ' ')} notice about "${SAMPLE_DATA.bookTitle}".`,
    data: JSON.stringify(SAMPLE_DATA),
  });
  return rendered?.message ?? null;
}

/** Registers GET /dev/mail/:type (development and test only; the caller checks NODE_ENV). */
export function mailPreviewRoute(app: FastifyInstance): void {
  app.get<{ Params: { type: string }; Querystring: { lng?: string } }>(
    '/dev/mail/:type',
    async (req, reply) => {
      const mail = await previewMail(app.deps.config, req.params.type, req.query.lng ?? null);
      if (!mail) return reply.code(404).send({ message: 'No such mail' });
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
}
