/**
 * The server's Web Push (VAPID) settings, part of the configuration (config.ts;
 * docs/decisions/0040-push-icons-offline-actions.md): the key pair from the environment, else generated
 * once into `DATA_DIR/vapid-keys.json` like the session secret, and the contact push services see.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** VAPID keys (base64url) and subject (an https URL or a mailto: address). */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The keys given (both, as config.ts checks) or those of `DATA_DIR/vapid-keys.json`; the subject is
 * `publicUrl` when it is https, else `mailto:` the address of `mailFrom` (push services accept only these).
 */
export function vapidSettings(
  publicKey: string | undefined,
  privateKey: string | undefined,
  dataDir: string,
  publicUrl: string,
  mailFrom: string,
): VapidSettings {
  return {
    ...(publicKey && privateKey ? { publicKey, privateKey } : readOrCreateVapidKeys(dataDir)),
    subject: publicUrl.startsWith('https:') ? publicUrl : `mailto:${mailAddress(mailFrom)}`,
  };
}

/**
 * The key pair kept in `DATA_DIR/vapid-keys.json`, created on first use. Written to a temporary file and
 * linked into place, so processes starting together never read a half-written file: the first link wins
 * and the others read its keys.
 */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** `Hubshelf <no-reply@hubshelf.local>` → `no-reply@hubshelf.local`. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
