/**
 * Local copies of mail for running without SMTP: each message becomes a text file
 * `<dataDir>/mail/<timestamp>-<recipient>.txt` holding its Subject, To and body.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage } from './mailer';

/** File name for a message to `to` at `at`: `2026-11-21T10-00-00-000Z-alice@example.com.txt` (safe characters only). */
export function mailFileName(to: string, at: Date): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  const recipient = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 120);
  return `${stamp}-${recipient}.txt`;
}

/**
 * Writes `message` under `<dataDir>/mail/` and returns the file's path. A second message to the same
 * recipient in the same millisecond gets a `-2`, `-3`… suffix instead of overwriting the first.
 */
export async function writeMailFile(dataDir: string, message: MailMessage, at: Date): Promise<string> {
  const dir = join(dataDir, 'mail');
  await mkdir(dir, { recursive: true });
  const content = `Subject: ${message.subject}\nTo: ${message.to}\n\n${message.text}\n`;
  const base = mailFileName(message.to, at).replace(/\.txt$/, '');
  for (let n = 1; ; n += 1) {
    const file = join(dir, n === 1 ? `${base}.txt` : `${base}-${n}.txt`);
    try {
      await writeFile(file, content, { flag: 'wx' });
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
