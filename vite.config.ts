import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Vite builds the React client from src/client into dist/client; `npm run dev` proxies /api to the API server. */
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}`, '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? 5001}` },
  },
});
