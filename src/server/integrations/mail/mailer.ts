/**
 * Mail (ARCHITECTURE §3): every message is written to the `mail_outbox` table; when SMTP_URL is set it is
 * also sent through nodemailer and `sentAt` is stamped. Without SMTP the message (with its links) is logged
 * and copied to `DATA_DIR/mail/<timestamp>-<recipient>.txt`, so a person running locally (and the
 * end-to-end tests) can open a password-reset link.
 */
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { writeMailFile } from './mail-file';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md). */
  headers?: Record<string, string>;
  /**
   * A stable `Message-ID` (`<notice-42@hubshelf.local>`) for a message that may be sent again, so the
   * receiving server knows a second copy for the same (docs/decisions/0056-mail-faults.md); omitted, the
   * transport makes a fresh one.
   */
  messageId?: string;
}

export interface Mailer {
  /**
   * Records `message` in the outbox and, with SMTP, hands it to the transport in the background (so a
   * caller's answer time does not depend on delivery, e.g. forgot-password does not reveal who has an
   * account). Never throws for delivery failures: they are recorded on the outbox row.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Records `message` in the outbox and waits for the transport (used by the delivery job, which retries).
   * Throws when SMTP refuses; the error is also recorded on the outbox row. Without SMTP it is kept like
   * `send` (outbox, log, mail file) and counts as delivered.
   */
  sendNow(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  /**
   * `smtp://user:pass@host:587`; its query may set nodemailer's options, e.g. `?socketTimeout=5000` (ms) to
   * replace `SMTP_TIMEOUTS`. Without it mail stays in the outbox, the log and `dataDir/mail/`.
   */
  smtpUrl?: string;
  /** The From header, e.g. `Hubshelf <no-reply@hubshelf.local>`. */
  from: string;
  log: FastifyBaseLogger;
  /** DATA_DIR; without SMTP each message is also written to `<dataDir>/mail/`. Omit to skip the copy. */
  dataDir?: string;
}

/**
 * How long the mailer waits for the SMTP server (ms): 30 s to connect and for its greeting, and 10 min for
 * any answer, RFC 5321 §4.5.3.2's longest (the reply after the message's end): a server that accepts late
 * but within it is not sent the message twice. The delivery job's claim lease is longer still
 * (docs/decisions/0056-mail-faults.md).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 600_000 };

/** The app's single mailer (SMTP when configured, else outbox + log + mail files). */
export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: options.smtpUrl })
    : undefined;
  const record = async (message: MailMessage): Promise<number> => {
    const [row] = await options.db
      .insert(mailOutbox)
      .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
      .returning({ id: mailOutbox.id });
    return row.id;
  };
  const keepLocally = async (message: MailMessage): Promise<void> => {
    options.log.info(
      { to: message.to, subject: message.subject },
      `mail (no SMTP_URL; kept in outbox):\n${message.text}`,
    );
    if (!options.dataDir) return;
    try {
      await writeMailFile(options.dataDir, message, new Date());
    } catch (err) {
      options.log.warn({ err, to: message.to }, 'could not write the local copy of a mail');
    }
  };
  const transmit = async (transport: Transporter, id: number, message: MailMessage): Promise<void> => {
    try {
      await transport.sendMail({ from: options.from, ...message });
      await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      options.log.error({ err, to: message.to }, 'mail delivery failed');
      await options.db
        .update(mailOutbox)
        .set({ error: String(err) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
      throw err;
    }
  };
  return {
    async send(message) {
      const id = await record(message);
      if (!transport) return keepLocally(message);
      void transmit(transport, id, message).catch(() => undefined);
    },
    async sendNow(message) {
      const id = await record(message);
      if (!transport) return keepLocally(message);
      await transmit(transport, id, message);
    },
  };
}
