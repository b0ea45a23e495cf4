/**
 * What the notice delivery API tests share: a real SMTP server on loopback (`smtp-server`) that keeps,
 * refuses, defers or stalls what it receives, and a notification written the way use cases write them.
 */
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client';
import type { NotificationType } from '@/contract/notifications';
import { notify } from '../notifications';

/**
 * How the local server behaves, switchable at any time: `accept`; `refuse` every recipient with 550
 * (permanent) or `defer` them with 451 (try again later); `stall`, never greeting a new connection; or
 * `late`, taking the whole message but answering its end only after `lateMs`.
 */
export type SmtpMode = 'accept' | 'refuse' | 'defer' | 'stall' | 'late';

export interface LocalSmtp {
  url: string;
  /** Raw messages taken in, in order (a `late` one as soon as its data ends). */
  received: string[];
  mode: SmtpMode;
  /** How long `late` waits before answering the end of a message (ms). */
  lateMs: number;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * Starts an SMTP server on 127.0.0.1 (a free port) in `options.mode` (default `accept`; `refuse: true` is
 * `refuse`). `close` also lets go of stalled connections.
 */
export async function startSmtp(options: { refuse?: boolean; mode?: SmtpMode } = {}): Promise<LocalSmtp> {
  const stalled: (() => void)[] = [];
  const local: Omit<LocalSmtp, 'url' | 'close'> = {
    received: [],
    mode: options.mode ?? (options.refuse ? 'refuse' : 'accept'),
    lateMs: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onConnect(_session, callback) {
      if (local.mode !== 'stall') return callback();
      stalled.push(() => callback(smtpError('Closing', 421)));
    },
    onRcptTo(_address, _session, callback) {
      if (local.mode === 'refuse') return callback(smtpError('Mailbox unavailable', 550));
      if (local.mode === 'defer') return callback(smtpError('Try again later', 451));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        local.received.push(Buffer.concat(chunks).toString('utf8'));
        if (local.mode === 'late') setTimeout(() => callback(), local.lateMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return Object.assign(local, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      stalled.splice(0).forEach((release) => release());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The `Message-ID` header of a raw message (unfolded), or undefined. */
export const messageIdOf = (raw: string) => /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1];

/** Writes a `type` notification for `userId` in its own transaction, as a use case does. */
export async function notifyIn(db: Db, userId: number, type: NotificationType, now: Date) {
  return db.transaction((tx) =>
    notify(
      tx,
      {
        userId,
        type,
        title: 'Book Due Soon',
        message: '"Godan" from Ravi Kulkarni: Due tomorrow. Return it or ask for an extension.',
        data: { rentalId: 1, bookTitle: 'Godan' },
      },
      now,
    ),
  );
}
