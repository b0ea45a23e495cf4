/**
 * The configuration every benchmark builds the real app with: production mode, no demo seed, warnings
 * only, a fixed session secret, files under `$TMPDIR/<dataDirName>`. `env` adds variables (DATABASE_URL).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/server/config';

export function benchConfig(dataDirName: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    ...env,
    DATA_DIR: join(tmpdir(), dataDirName),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
}
