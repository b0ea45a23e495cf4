/**
 * `npm run mail:preview`: writes every mail template (each notification type and each account mail) with
 * sample data to DATA_DIR/mail-preview/<type>.html, to open in a browser
 * (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md). Reads the same configuration as the
 * server (DATA_DIR, PUBLIC_URL).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { PREVIEW_KINDS, previewMail } from '../src/server/modules/notices';

const config = loadConfig();
const dir = join(config.dataDir, 'mail-preview');
await mkdir(dir, { recursive: true });
for (const kind of PREVIEW_KINDS) {
  const mail = await previewMail(config, kind);
  if (!mail?.html) throw new Error(`no preview for ${kind}`);
  await writeFile(join(dir, `${kind}.html`), mail.html);
}
console.log(`${PREVIEW_KINDS.length} mail previews written to ${dir}`);
