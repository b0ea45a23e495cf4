import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appIconSources, renderIcon } from './app-icons';

const logo = readFileSync(new URL('../src/client/public/icon.svg', import.meta.url), 'utf8');

/** The icons the manifest and index.html name, drawn from the logo (ADR 0040). */
describe('app icons', () => {
  it('draws every icon the manifest names, and the Apple touch icon, at its size', async () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../src/client/public/manifest.webmanifest', import.meta.url), 'utf8'),
    ) as { icons: { src: string; sizes: string; type: string }[] };
    const sources = appIconSources(logo);
    const named = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.src.slice(1));
    expect(sources.map((s) => s.fileName)).toEqual(
      expect.arrayContaining([...named, 'apple-touch-icon.png']),
    );
    for (const icon of sources) {
      const meta = await sharp(await renderIcon(icon.svg, icon.size, icon.opaque)).metadata();
      expect([icon.fileName, meta.format, meta.width, meta.height]).toEqual([
        icon.fileName,
        'png',
        icon.size,
        icon.size,
      ]);
      expect(meta.hasAlpha).toBe(!icon.opaque);
    }
  });

  it('fills the maskable icon edge to edge with the logo colour', async () => {
    const maskable = appIconSources(logo).find((i) => i.fileName === 'icon-maskable-512.png')!;
    const { data } = await sharp(await renderIcon(maskable.svg, 512, true))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0x0f, 0x76, 0x6e]);
  });
});
