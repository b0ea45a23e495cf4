import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SplashScreen } from './splash-screen';

// Vitest runs from the repository root.
const indexHtml = readFileSync('src/client/index.html', 'utf8');

describe('SplashScreen', () => {
  it('is painted by index.html before the JavaScript runs, exactly as React renders it (no layout shift)', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(indexHtml)?.[1].trim();
    expect(root).toBe(renderToStaticMarkup(<SplashScreen />));
  });
});
