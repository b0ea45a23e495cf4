import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './scripts/app-icons';
import { chunkPlan, clientModule } from './scripts/chunk-plan';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Our own TypeScript modules (client, contract, domain) run nothing on import but definitions, so the
 * bundler may drop any of them a chunk does not use: a feature's index.ts then brings only the exports a
 * page imports, not the whole feature (ADR 0018). main.tsx is the entry and runs regardless.
 */
const OUR_MODULES = /[\\/]src[\\/](?:client|contract|domain)[\\/].*\.tsx?$/;

const ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!loader-circle)/;
const ICON_GROUP = { name: 'icons', test: ICONS, priority: 2 };
const moduleSideEffects = (id: string) => !OUR_MODULES.test(id);

/**
 * The first pages of a signed-out visitor (welcome slides, landing, sign in, password reset, chat
 * prompt): what they load stays in automatic splitting (ADR 0041).
 */
const VISITOR_PAGES = [
  'app/welcome-gate.tsx',
  'features/landing/pages/landing-page.tsx',
  'features/auth/pages/auth-page.tsx',
  'features/auth/pages/reset-password-page.tsx',
  'features/chat/pages/chat-login-page.tsx',
].map((path) => clientModule(src, path));

/**
 * The i18next instance (i18n/i18n.ts), which every page loads with its route text, visitor or member
 * (i18n/route.ts): counted as a visitor's page, so it never joins a member-only chunk and the welcome
 * slides and landing page do not download `common` to get it (ADR 0041).
 */
const EVERY_PAGE = [clientModule(src, 'i18n/i18n.ts')];

/**
 * A member's first screen on /browse in one chunk, `member` (the signed-in shell with the Browse page),
 * requested during the session check (app/preload.ts), instead of about fifty (ADR 0041). The code that
 * fetches the first results is part of the entry.
 */
const MEMBER_SCREENS: [string, string[], { sharedAs: string }?][] = [
  [
    'member',
    ['app/shell/app-shell.tsx', 'features/books/pages/browse-page.tsx'].map((p) => clientModule(src, p)),
  ],
  // Home's first screen (ADR 0065): what home needs beyond the shell and Browse in `home`, and in
  // `member-shared` what of it other pages or the book dialogs load too, so home never downloads the
  // book dialogs' chunk and no other page downloads home's.
  ['home', [clientModule(src, 'features/home/pages/home-page.tsx')], { sharedAs: 'member-shared' }],
  // The Book Details / Borrow / Buy / Edit dialogs, fetched when the browser idles after /browse (ADR 0018).
  ['book-dialogs', [clientModule(src, 'features/books/components/book-dialogs-host.tsx')]],
];

/**
 * What /browse shares with the sign-in, password-reset and chat-prompt pages, and not with the welcome
 * slides or the landing page (zod, Radix basics, toasts, inputs): one `common` chunk (ADR 0041).
 */
const SHARED_WITH_SIGN_IN = {
  name: 'common',
  visitorPages: VISITOR_PAGES.filter((p) => !/welcome-gate|landing-page/.test(p)),
};

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest)$/;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of the
 * build of at least 1 kB, when smaller. The server sends them to browsers that accept them
 * (`preCompressed` in src/server/plugins/static-client.ts), so text costs no CPU per request and
 * travels at a fraction of its size (ARCHITECTURE §6, Lighthouse "Enable text compression").
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: 'hubshelf:precompress',
    apply: 'build',
    // After the bundle and the public folder are written (only when the build succeeded).
    writeBundle({ dir }) {
      if (!dir) return;
      for (const file of walk(dir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        const br = brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(data, { level: 9 });
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The service worker (docs/decisions/0034-installable-offline-shell.md, 0040-push-icons-offline-actions.md):
 * our own source `src/client/sw/service-worker.ts` (`injectManifest`), into which Workbox injects the list
 * of the built app shell (scripts, styles, icons, index.html) to precache, so Hubshelf opens without a
 * connection; it answers navigations with index.html, never touches the API, uploaded files or any non-GET
 * request, and shows Web Push notices. A new build waits until the member taps 'Reload' (app/pwa.ts).
 * The manifest is the static `public/manifest.webmanifest`; its PNG icons come from appIcons().
 */
const serviceWorker = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'service-worker.ts',
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // the server's /browse frame (ADR 0043) is read by the server, never by the page
    globIgnores: ['first-paint/**'],
  },
});

/**
 * Vite builds the React client from src/client into dist/client; `npm run dev` proxies /api to the API
 * server. A production build first plans the first-screen chunks (scripts/chunk-plan.ts, ADR 0041): the
 * entry's static imports in one `index` chunk, the member's /browse screen in `member`.
 */
export default defineConfig(async ({ command, isPreview }): Promise<UserConfig> => {
  const plan =
    command === 'build' && !isPreview
      ? await chunkPlan({
          root: join(src, 'client'),
          alias: { '@': src },
          moduleSideEffects,
          fixedGroups: [ICON_GROUP],
          visitorPages: [...VISITOR_PAGES, ...EVERY_PAGE],
          memberScreens: MEMBER_SCREENS,
          shared: SHARED_WITH_SIGN_IN,
        })
      : new Map<string, string>();
  return {
    root: 'src/client',
    publicDir: 'public',
    plugins: [react(), tailwindcss(), appIcons(), serviceWorker, precompress()],
    resolve: { alias: { '@': src } },
    build: {
      outDir: '../../dist/client',
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        treeshake: { moduleSideEffects },
        output: {
          codeSplitting: {
            groups: [
              ICON_GROUP,
              // Everything the entry loads statically: one request, not twenty small shared chunks.
              { name: 'index', tags: ['$initial'], priority: 1 },
              // Only the planned modules: their dependencies a visitor's page shares stay where they are.
              {
                name: (id: string) => plan.get(id) ?? null,
                debugName: 'first-screen plan',
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}`,
        '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? 5001}`,
      },
    },
  };
});
