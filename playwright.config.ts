import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './e2e/support/chromium.mjs';
import { E2E_DATA_DIR, E2E_PORT } from './e2e/support/env';

/**
 * End-to-end suite (ARCHITECTURE §5): the real server (`npm start`'s entry) on a temporary DATA_DIR with
 * demo data, driven in the system Chromium at a phone-sized viewport. Screenshots go to test-results/e2e.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ''}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey of several screens, each with a screenshot and an axe scan, passed a minute on the 2-core CI
  // machine with both shards running. The timeout only ends a stuck test; it never measures speed.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: `test-results/e2e-report${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ''}.json` },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    ...devices['Pixel 7'],
    // The Pixel 7's viewport, touch and user agent at 1 device pixel per CSS pixel: with no GPU, every frame
    // and screenshot is drawn in software, and 2.625 × 2.625 as many pixels cost the suite 6 % of its CPU
    // (docs/decisions/0064-end-to-end-in-chromium-headless-shell.md). Layout is the same in CSS pixels.
    deviceScaleFactor: 1,
    browserName: 'chromium',
    // English unless a test asks for another language (e2e/hindi.spec.ts opens hi-IN contexts)
    locale: 'en-IN',
    // The service worker stays out of the suites (each test's fresh context would precache the whole
    // build); e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the screencast, which
    // alone cost the suite a tenth of its CPU (docs/decisions/0064-end-to-end-in-chromium-headless-shell.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: systemChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node e2e/support/server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // mail and push go out every second, not every 15 s: mail tests poll for them (ADR 0008)
      NOTICE_DELIVERY_MS: '1000',
      DATABASE_URL: '',
      CLIENT_DIR: process.env.CLIENT_DIR ?? '',
      // a local fake AI provider started by e2e/support/server.mjs (ADR 0031)
      OPENAI_API_KEY: 'e2e-fake-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1000}/openai/v1`,
    },
  },
});
