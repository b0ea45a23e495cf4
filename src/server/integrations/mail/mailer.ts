/**
 * Mail (ARCHITECTURE §3): every message is written to the `mail_outbox` table; when SMTP_URL is set it is
 * also sent through nodemailer and `sentAt` is stamped. Without SMTP the message (with its links) is logged,
 * so a person running locally can follow a reset link.
 */
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records and (with SMTP) sends `message`. Never throws for delivery failures: they are recorded. */
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info({ to: message.to, subject: message.subject }, `mail (no SMTP_URL; kept in outbox):\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        options.log.error({ err, to: message.to }, 'mail delivery failed');
        await options.db.update(mailOutbox).set({ error: String(err) }).where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
