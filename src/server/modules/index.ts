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
import { feedbackModule } from './feedback/routes';
import { downloadsModule } from './downloads/routes';
import { chatModule } from './chat/routes';
import { conversationsModule } from './conversations/routes';
import { profileModule } from './profile/routes';
import { wishlistModule } from './wishlist/routes';
import { preferencesModule } from './preferences/routes';
import { priceFeeOrder } from './rentals';
import { brocksPackagesModule } from './brocks-packages/routes';
import { contentModule } from './content/routes';
import { analyticsModule } from './analytics/routes';
import { adminModule } from './admin/routes';
import { alertsModule } from './alerts/routes';
import { brocksPurchaseModule } from './brocks-purchase/routes';
import { rewardsModule } from './rewards/routes';
import { referralsModule } from './referrals/routes';
import { pushModule } from './push/routes';
import { noticesModule } from './notices/routes';
import { reportsModule } from './reports/routes';
import { blocksModule } from './blocks/routes';
import { accountModule } from './account/routes';
import { accountExportModule } from './account/export-routes';
import { importsModule } from './imports/routes';

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
  feedbackModule,
  downloadsModule,
  chatModule,
  conversationsModule,
  brocksPackagesModule,
  contentModule,
  analyticsModule,
  profileModule,
  adminModule,
  wishlistModule,
  alertsModule,
  preferencesModule,
  brocksPurchaseModule,
  rewardsModule,
  referralsModule,
  pushModule,
  noticesModule,
  reportsModule,
  blocksModule,
  accountModule,
  accountExportModule,
  importsModule,
];
