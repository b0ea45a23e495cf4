/** What the payments use cases need from the app (`app.deps` has it all). */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface PaymentsDeps {
  db: Db;
  config: Pick<Config, 'payments'>;
  clock: Clock;
}
