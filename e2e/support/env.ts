/** Where the end-to-end server runs and keeps its data (a fresh folder each run). */
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const E2E_DATA_DIR = join(process.cwd(), '.tmp', 'e2e-data');
