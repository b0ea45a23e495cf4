/**
 * The app's icons, drawn at build time from the logo `src/client/public/icon.svg` with sharp, no network
 * (docs/decisions/0040-push-icons-offline-actions.md): `icon-192.png` and `icon-512.png` (the logo as it
 * is), `icon-maskable-512.png` (full-bleed teal with the book inside the maskable safe zone) and
 * `apple-touch-icon.png` (180 px, opaque: iOS rounds the corners itself). The manifest and index.html
 * name them. A Vite plugin: emitted into the build (so the service worker precaches them) and served by
 * the dev server.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const LOGO = new URL('../src/client/public/icon.svg', import.meta.url);

/** The logo's background colour (its first rect) and its drawing (everything but that rect). */
function logoParts(svg: string): { background: string; drawing: string } {
  const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#0f766e';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return { background, drawing: inner.replace(/<rect[^>]*\/>/, '') };
}

/** The logo's book on a full square of its background, scaled to `scale` of the side, centred (64-unit box). */
function fullBleed(svg: string, scale: number): string {
  const { background, drawing } = logoParts(svg);
  const offset = (64 * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`
  );
}

/** Every icon file: its name, and the SVG and size it is drawn from. */
export function appIconSources(
  svg: string,
): { fileName: string; svg: string; size: number; opaque: boolean }[] {
  return [
    { fileName: 'icon-192.png', svg, size: 192, opaque: false },
    { fileName: 'icon-512.png', svg, size: 512, opaque: false },
    // the maskable safe zone is the centre circle of 80% of the side; the book's corners stay within 31%
    { fileName: 'icon-maskable-512.png', svg: fullBleed(svg, 0.9), size: 512, opaque: true },
    { fileName: 'apple-touch-icon.png', svg: fullBleed(svg, 1), size: 180, opaque: true },
  ];
}

/** One icon as PNG bytes; `opaque` drops the alpha channel (full-bleed icons have nothing transparent). */
export function renderIcon(svg: string, size: number, opaque = false): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  return (opaque ? image.removeAlpha() : image).png({ compressionLevel: 9 }).toBuffer();
}

/** The Vite plugin: emits the icons into the build; the dev server draws them on request. */
export function appIcons(): Plugin {
  const icons = () => appIconSources(readFileSync(LOGO, 'utf8'));
  return {
    name: 'hubshelf:app-icons',
    async generateBundle() {
      for (const icon of icons()) {
        this.emitFile({
          type: 'asset',
          fileName: icon.fileName,
          source: await renderIcon(icon.svg, icon.size),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = icons().find((i) => req.url === `/${i.fileName}`);
        if (!icon) return next();
        renderIcon(icon.svg, icon.size, icon.opaque).then(
          (png) => res.setHeader('content-type', 'image/png').end(png),
          next,
        );
      });
    },
  };
}
