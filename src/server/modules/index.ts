/** Every feature module's routes plugin, registered by app.ts in this order. Add one line per area. */
import type { FastifyInstance } from 'fastify';
import { authModule } from './auth/routes';
import { settingsModule } from './settings/routes';
import { hubsModule } from './hubs/routes';
import { notificationsModule } from './notifications/routes';
import { booksModule } from './books/routes';
import { reviewsModule } from './reviews/routes';
import { catalogueModule } from './catalogue/routes';
import { brocksModule } from './brocks/routes';
import { paymentsModule } from './payments/routes';
import { rentalsModule } from './rentals/routes';
import { purchasesModule } from './purchases/routes';
import { profileModule } from './profile/routes';
import { preferencesModule } from './preferences/routes';
import { priceFeeOrder } from './rentals/service';

export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  authModule,
  settingsModule,
  hubsModule,
  notificationsModule,
  booksModule,
  reviewsModule,
  catalogueModule,
  brocksModule,
  // fee orders are priced by rentals, which itself uses payments: the pricer is passed in
  (app) => paymentsModule(app, { priceFee: priceFeeOrder }),
  rentalsModule,
  purchasesModule,
  profileModule,
  preferencesModule,
];
