import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@/contract/route-table';
import { createTestApp, type TestApp } from '../testing/harness';

/** The public API description (docs/decisions/0033-openapi-from-the-contract.md). */
describe('GET /api/openapi.json and /api/docs', () => {
  let t: TestApp;
  let doc: any;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.request().get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every route of the contract, each with a summary, its area as tag and {message} errors', () => {
    const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const missing: string[] = [];
    for (const { area, method, path } of routeTable()) {
      const op = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!op) {
        missing.push(`${method} ${path}`);
        continue;
      }
      expect(op.summary, `${method} ${path}`).toMatch(/\w/);
      expect(op.tags, `${method} ${path}`).toEqual([area]);
      expect(op.responses['429'], `${method} ${path}`).toBeDefined();
      const errorSchema = op.responses['429'].content['application/json'].schema;
      expect(errorSchema.required).toContain('message');
    }
    expect(missing).toEqual([]);
  });

  it('names the session cookie as the security scheme; a public route needs none, a member route needs it', () => {
    expect(doc.components.securitySchemes.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'hubshelf_session',
    });
    expect(doc.paths['/api/books/browse'].get.security).toBeUndefined();
    expect(doc.paths['/api/downloads/{document}'] ?? doc.paths['/api/auth/login']).toBeDefined();
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/auth/login'].post.responses['401']).toBeUndefined();
    expect(doc.paths['/api/wishlist'].get.responses['401']).toBeDefined();
  });

  it('serves the reference page and its assets from this server only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)[^"']+\.(js|css)/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const url = new URL(asset, 'http://127.0.0.1/api/docs/').pathname;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
