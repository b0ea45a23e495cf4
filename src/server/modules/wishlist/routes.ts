/**
 * HTTP routes of the wishlist (spec 000 §7 "Wishlist, alerts, reviews"; 001 §7; ADR 0024): every call
 * needs a signed-in member and reads or changes only that member's items.
 */
import type { FastifyInstance } from 'fastify';
import { wishlistRoutes } from '@/contract/wishlist';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import {
  addToWishlist,
  checkWishlist,
  listWishlist,
  removeFromWishlist,
  updateWishlistItem,
} from './service';

export async function wishlistModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, wishlistRoutes.list, { handler: async (req) => listWishlist(db, currentUser(req).id) });
  addRoute(app, wishlistRoutes.check, {
    handler: async (req) => checkWishlist(db, currentUser(req).id, req.params.bookId),
  });
  addRoute(app, wishlistRoutes.add, {
    handler: async (req) =>
      addToWishlist(db, currentUser(req).id, req.body.bookId, req.body.priority, clock.now()),
  });
  addRoute(app, wishlistRoutes.update, {
    handler: async (req) => updateWishlistItem(db, currentUser(req).id, req.params.bookId, req.body),
  });
  addRoute(app, wishlistRoutes.remove, {
    handler: async (req) => {
      await removeFromWishlist(db, currentUser(req).id, req.params.bookId);
      return { message: t('wishlist:removed', {}, requestLanguage(req)) };
    },
  });
}
