/**
 * HTTP routes of the books area (spec 000 §7 "Browsing", "Book creation"; 001 §7 /api/books calls).
 * Signed-in members only, except `GET /api/books/{id}` which answers signed-out visitors a public summary.
 */
import type { FastifyInstance } from 'fastify';
import { BROWSE_HEADERS, booksRoutes, formatTotalCount } from '@/contract/books';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import * as books from './index';
import { shelfModule } from './shelf-routes';

export async function booksModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, booksRoutes.browse, {
    handler: async (req, reply) => {
      const result = await books.browseBooks(db, currentUser(req).id, req.query, clock.now());
      // the answer stays an array (spec 000 §7); count and paging travel as headers (ADR 0013)
      reply.header(BROWSE_HEADERS.totalCount, formatTotalCount(result.total));
      reply.header(BROWSE_HEADERS.hasMore, String(result.hasMore));
      return result.books;
    },
  });
  addRoute(app, booksRoutes.list, {
    handler: async (req) => books.listHubBooks(db, currentUser(req).id, req.query.limit, clock.now()),
  });
  addRoute(app, booksRoutes.all, {
    handler: async (req) => books.listHubBooks(db, currentUser(req).id, req.query.limit, clock.now()),
  });
  addRoute(app, booksRoutes.availableCount, {
    handler: async (req) => ({
      count: await books.countAvailableHubBooks(db, currentUser(req).id, clock.now()),
    }),
  });
  addRoute(app, booksRoutes.my, { handler: async (req) => books.myBooks(db, currentUser(req).id) });
  addRoute(app, booksRoutes.get, {
    auth: 'public',
    handler: async (req) => books.getBook(db, req.params.id, req.user?.id ?? null),
  });
  addRoute(app, booksRoutes.create, {
    status: 201,
    handler: async (req) => books.createBook(db, currentUser(req).id, req.body, clock.now()),
  });
  addRoute(app, booksRoutes.update, {
    handler: async (req) => books.updateBook(db, currentUser(req).id, req.params.id, req.body, clock.now()),
  });
  addRoute(app, booksRoutes.remove, {
    handler: async (req) => {
      await books.deleteBook(db, currentUser(req).id, req.params.id, clock.now());
      return { message: t('books:deleted', {}, requestLanguage(req)) };
    },
  });
  // shelf photos and bulk adding (ADR 0031)
  await shelfModule(app);
}
