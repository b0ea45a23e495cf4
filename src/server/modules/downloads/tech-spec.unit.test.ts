import { describe, expect, it } from 'vitest';
import { routeTable } from '@/contract/route-table';
import type { Block } from './model';
import { renderText } from './render-text';
import { futureFeaturesRoadmap } from './roadmap';
import { technicalSpecifications } from './tech-spec';

/** spec 001 §2.18; docs/decisions/0021-downloads-and-feedback.md: the technical specifications never go stale. */
describe('technical specifications', () => {
  const doc = technicalSpecifications();
  const tables = doc.blocks.filter((b): b is Extract<Block, { kind: 'table' }> => b.kind === 'table');

  it('lists exactly the contract route table, in order', () => {
    const listed = tables.filter((t) => t.header.join() === 'Method,Path').flatMap((t) => t.rows);
    expect(listed).toEqual(routeTable().map((r) => [r.method, r.path]));
    expect(listed.length).toBeGreaterThan(40);
  });

  it('the text file holds every route on its own line and the route count', () => {
    const text = renderText(doc);
    const lines = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    for (const r of routeTable()) expect(lines).toContain(`${r.method} ${r.path}`);
    expect(text).toContain(`The ${routeTable().length} routes below are read from the API contract.`);
  });

  it('gives the platform defaults of spec 002 §9 and the Brocks defaults', () => {
    const rows = tables.flatMap((t) => t.rows);
    expect(rows).toContainEqual(['Commission rate', '5 %']);
    expect(rows).toContainEqual(['Security deposit', '₹100.00']);
    expect(rows).toContainEqual(['Maximum rental days', '30']);
    expect(rows).toContainEqual(['Extension fee per day', '₹10.00']);
    expect(rows).toContainEqual(['Credits per referral', 'credits_per_referral', '5']);
  });
});

describe('renderText', () => {
  it('underlines the title and headings, and writes bullets with a dash', () => {
    const text = renderText(futureFeaturesRoadmap());
    expect(text.startsWith('Hubshelf Future Features Roadmap\n================================\n')).toBe(
      true,
    );
    expect(text).toContain('Trust at hand-over\n------------------\n\n- A confirmed hand-over');
    expect(text.endsWith('\n')).toBe(true);
  });
});
