// Starts the end-to-end server on a fresh DATA_DIR (emptied first, so each run begins on fresh demo data).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFakeVision } from './fake-vision.mjs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// the AI provider the server is pointed at (OPENAI_BASE_URL): a local fake
const fakeVision = startFakeVision(Number(process.env.PORT) + 1000);
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  fakeVision.close();
  process.exit(code ?? 0);
});
