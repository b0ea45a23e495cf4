/** Query keys of the purchases area: the API paths (the app's convention). */
import { purchasesRoutes } from '@/contract/purchases';

export const purchaseKeys = {
  bought: [purchasesRoutes.bought.path] as const,
  sold: [purchasesRoutes.sold.path] as const,
};
