/**
 * Every catalogue key the server code names (`'rentals:lifecycle.completed'`) has an English text (ADR
 * 0042): a typo would otherwise answer the key itself. Keys built at run time (`hubs:exists.${type}`) are
 * checked by their fixed part.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NAMESPACES } from './catalogues';
import { t, type MessageKey } from './t';

const SERVER = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
  });
}

const KEY = new RegExp(`['\`]((?:${SERVER_NAMESPACES.join('|')}):[A-Za-z0-9_.]+)(\\$\\{)?`, 'g');

describe('server message keys', () => {
  const keys = new Map<string, boolean>();
  for (const file of sources(SERVER))
    for (const m of readFileSync(file, 'utf8').matchAll(KEY)) keys.set(m[1]!, Boolean(m[2]));

  it('finds the keys of the converted modules', () => {
    expect(t('rentals:noSuchKey' as MessageKey)).toMatch(/noSuchKey/);
    expect(keys.size).toBeGreaterThan(100);
  });

  it('has an English text for every key named in the code', () => {
    const missing = [...keys]
      .filter(([key, dynamic]) => {
        if (dynamic) return false;
        // a plural key is named without its suffix and rendered with a count
        const text = t(key as MessageKey, { count: 2 });
        return [key, key.split(':')[1]].includes(text);
      })
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });
});
