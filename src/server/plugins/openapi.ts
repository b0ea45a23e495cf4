/**
 * The public API description (docs/decisions/0033-openapi-from-the-contract.md): `@fastify/swagger`
 * collects every route registered through `addRoute` (src/server/lib/route.ts) with its contract zod
 * schemas, converted by `fastify-type-provider-zod`'s `jsonSchemaTransform`, into an OpenAPI 3.1 document
 * served at `GET /api/openapi.json`; `GET /api/docs` is Swagger UI with its assets served from
 * node_modules (no CDN). Routes without a tag (health check, file serving, the docs themselves) are left
 * out. Must be registered before the feature modules so it sees their routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_DESCRIPTIONS, SESSION_SECURITY_SCHEME } from '../lib/route-docs';
import { SESSION_COOKIE } from './session';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hubshelf API',
        description:
          'The HTTP API of Hubshelf, a community book-sharing marketplace. Every error answer is ' +
          '`{ message }` (validation errors add `errors`, field path → message). Signed-in calls carry the ' +
          `session cookie \`${SESSION_COOKIE}\`; state-changing calls from a browser must come from the app's origin.`,
        version: '1.0.0',
      },
      servers: [{ url: app.deps.config.publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      security: [{ [SESSION_SECURITY_SCHEME]: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const doc =
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      type Response = { description?: string };
      type Operation = { responses?: Record<string, Response> };
      for (const operations of Object.values(doc.paths ?? {}) as Record<string, Operation>[]) {
        for (const op of Object.values(operations)) {
          for (const [status, response] of Object.entries(op.responses ?? {})) {
            const description = ERROR_DESCRIPTIONS[Number(status)];
            if (description) response.description = description;
            else if (status === '4XX' || status === '4xx') response.description = 'Refused: `{ message }`';
            else if (response.description === 'Default Response') response.description = 'Success';
          }
        }
      }
      return doc;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // No external validator badge; the app's own CSP (plugins/security.ts) covers the page.
    uiConfig: { url: OPENAPI_JSON_PATH, deepLinking: true, validatorUrl: null },
    logLevel: 'warn',
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
});
