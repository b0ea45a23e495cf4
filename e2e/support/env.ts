/**
 * Where the end-to-end server runs and keeps its data (emptied at each start). Set E2E_PORT to run
 * several suites side by side; each port gets its own data folder.
 */
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const E2E_DATA_DIR = join(process.cwd(), '.tmp', `e2e-data-${E2E_PORT}`);
/** Without SMTP the server copies every mail here as `<timestamp>-<recipient>.txt` (src/server/integrations/mail/mail-file.ts). */
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'mail');
export const DEMO_PASSWORD = 'hubshelf123';
export const DEMO_ADMIN = 'admin@hubshelf.local';
