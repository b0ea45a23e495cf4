/**
 * What the notice delivery API tests share: a real SMTP server on loopback (`smtp-server`) that keeps or
 * refuses what it receives, and a notification written the way use cases write them.
 */
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client';
import type { NotificationType } from '@/contract/notifications';
import { notify } from '../notifications';

export interface LocalSmtp {
  url: string;
  /** Raw messages accepted, in order. */
  received: string[];
  close(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1 (a free port); with `refuse` it answers every recipient with 550. */
export async function startSmtp(options: { refuse?: boolean } = {}): Promise<LocalSmtp> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuse) return callback();
      const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(err);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
