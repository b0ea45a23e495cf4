/**
 * The import-boundary rule (scripts/eslint-boundaries.js; ADR docs/decisions/0016-layers-and-import-boundaries.md)
 * run by ESLint's RuleTester on virtual files: what it refuses and what it lets through.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries, { SRC } from './eslint-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

/** An absolute file name under src/ (the rule resolves `@/` and relative specifiers from it). */
const at = (file: string) => path.join(SRC, file);
const ok = (file: string, code: string) => ({ code, filename: at(file) });
const bad = (file: string, code: string, message: string) => ({
  code,
  filename: at(file),
  errors: [{ message }],
});

tester.run('hubshelf/boundaries', boundaries.rules.boundaries, {
  valid: [
    ok('server/seed/transactions.ts', "import { borrowBook } from '../modules/rentals';"),
    ok('server/seed/books.ts', "import { memberHubIds } from '@/server/modules/membership';"),
    ok('server/jobs/index.ts', "import { runDuePass } from '../modules/rentals/index';"),
    ok('server/app.ts', "import { modules } from './modules';"),
    ok('server/modules/index.ts', "import { hubsModule } from './hubs/routes';"),
    ok('server/modules/books/read.ts', "import { memberHubIds } from '../membership';"),
    ok('server/modules/rentals/returns/returns.ts', "import { openClaim } from '../claims/claims';"),
    ok('server/modules/hubs/listings.ts', "import { approvedHubOrThrow } from './lookup';"),
    ok('server/modules/hubs/hubs.api.test.ts', "import { insertHub } from '../../seed/hubs';"),
    ok('server/db/schema/index.ts', "export * from './hubs';"),
    ok(
      'client/features/hubs/components/hub-card.tsx',
      "import { useHasPage } from '@/client/lib/page-links';",
    ),
    ok(
      'client/features/home/pages/home-page.tsx',
      "import { useMyHubs } from '@/client/features/hubs/api/my-hubs';",
    ),
    ok('client/app/routes.tsx', "const page = () => import('@/client/features/hubs/pages/hubs-page');"),
  ],
  invalid: [
    bad(
      'server/seed/lifecycle.ts',
      "import { requestReturn } from '../modules/rentals/returns';",
      'seed/lifecycle may use modules/rentals only through its index.ts',
    ),
    bad(
      'server/jobs/index.ts',
      "import { runDuePass } from '@/server/modules/rentals/notices';",
      'jobs/index may use modules/rentals only through its index.ts',
    ),
    bad(
      'server/testing/transactions.ts',
      "import { checkout } from '../modules/rentals/checkout';",
      'testing/transactions may use modules/rentals only through its index.ts',
    ),
    bad(
      'server/modules/books/read.ts',
      "import { isMember } from '../hubs/members';",
      'modules/books may use modules/hubs only through its index.ts',
    ),
    bad(
      'server/modules/alerts/holds.ts',
      "import { findBookInHubsOf } from '../books/service';",
      'modules/alerts may use modules/books only through its index.ts',
    ),
    bad(
      'server/db/open.ts',
      "import { seedDemoData } from '../seed';",
      'server/db/ is the ground floor: it must not import server/seed/',
    ),
    bad(
      'server/lib/route.ts',
      "import { memberHubIds } from '../modules/membership/service';",
      'server/lib/ is the ground floor: it must not import server/modules/',
    ),
    bad(
      'server/modules/hubs/create.ts',
      "import { insertHub } from '../../seed/hubs';",
      'modules/hubs must not import server/seed/ (only its tests may)',
    ),
    bad(
      'client/features/hubs/components/hub-card.tsx',
      "import { hasMemberRoute } from '@/client/app/has-member-route';",
      'features/hubs must not import client/app/ (app composes the features)',
    ),
    bad(
      'client/features/books/pages/book-page.tsx',
      "import { RentDialog } from '../../rentals/components/rent-dialog';",
      'features/books may use features/rentals only through its index.ts or api/ hooks',
    ),
    bad('domain/money.ts', "import { z } from '@/contract/books';", 'domain/ must not import other layers'),
    bad('client/lib/api.ts', "import { x } from '@/server/app';", 'client/ must not import server/'),
  ],
});
