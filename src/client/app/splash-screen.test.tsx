import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SplashScreen } from './splash-screen';

// Vitest runs from the repository root.
const indexHtml = readFileSync('src/client/index.html', 'utf8');

/** `html` parsed and serialized again without whitespace-only text (formatting may wrap the markup). */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode()) if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode);
  for (const node of blank) node.parentNode?.removeChild(node);
  return template.innerHTML;
}

describe('SplashScreen', () => {
  it('is painted by index.html before the JavaScript runs, exactly as React renders it (no layout shift)', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(indexHtml)?.[1] ?? '';
    expect(root.trim()).not.toBe('');
    expect(normalized(root)).toBe(normalized(renderToStaticMarkup(<SplashScreen />)));
  });
});
