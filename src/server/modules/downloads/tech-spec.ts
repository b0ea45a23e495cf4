/**
 * The technical specifications download (spec 001 §2.18), generated from the code so it never goes stale:
 * the API routes come from the contract's route table (`src/contract/route-table.ts`), the settings from
 * the platform defaults (`src/domain/settings.ts`) and the Brocks defaults (`src/domain/brocks.ts`).
 * Only the architecture overview is written by hand (ARCHITECTURE.md §1–§4).
 * docs/decisions/0021-downloads-and-feedback.md.
 */
import { DOWNLOAD_INFO } from '@/contract/downloads';
import { ROUTE_GROUPS, routeTable } from '@/contract/route-table';
import { BROCKS_DEFAULTS, BROCKS_SETTING_RULES, brocksSettingsToForm } from '@/domain/brocks';
import { formatPaise } from '@/domain/money';
import { PLATFORM_DEFAULTS } from '@/domain/settings';
import { bullets, heading, paragraph, table, type Block, type DocumentModel } from './model';

/** Amounts in the document's English, in the one money format (₹100.00; Indian grouping from ₹1,000). */
const rupees = (paise: number) => formatPaise(paise, 'en');

/** The platform settings defaults as [setting, default] rows (spec 002 §3, §9). */
export function platformDefaultRows(): string[][] {
  const d = PLATFORM_DEFAULTS;
  return [
    ['Commission rate', `${d.commissionRate} %`],
    ['Security deposit', rupees(d.securityDepositPaise)],
    ['Minimum apartments for a new society', String(d.minApartments)],
    ['Maximum rental days', String(d.maxRentalDays)],
    ['Extension fee per day', rupees(d.extensionFeePerDayPaise)],
  ];
}

/** The Brocks settings defaults as [setting, key, default] rows (spec 002 §3). */
export function brocksDefaultRows(): string[][] {
  const form = brocksSettingsToForm(BROCKS_DEFAULTS) as Record<string, number>;
  return Object.values(BROCKS_SETTING_RULES).map((rule) => [rule.label, rule.key, String(form[rule.key])]);
}

/** One table per area of the route table, each row [method, path]. */
function routeBlocks(): Block[] {
  const rows = routeTable();
  return ROUTE_GROUPS.flatMap(({ area }) => {
    const own = rows.filter((r) => r.area === area);
    if (own.length === 0) return [];
    return [
      paragraph(area),
      table(
        ['Method', 'Path'],
        own.map((r) => [r.method, r.path]),
      ),
    ];
  });
}

/** The document model: overview, architecture, every contract route by area, the settings defaults. */
export function technicalSpecifications(): DocumentModel {
  const routes = routeTable();
  return {
    title: DOWNLOAD_INFO['technical-specifications'].title,
    subtitle: 'How Hubshelf is built, its API and its default settings. Generated from the source code.',
    blocks: [
      heading('Overview'),
      paragraph(
        'Hubshelf is a community book-sharing marketplace for housing societies, schools and offices (hubs). ' +
          'Members list the books on their shelves with a daily rental fee and an optional selling price; ' +
          'neighbours in the same hub browse, borrow, return, buy and review them, and earn and spend Brocks credits.',
      ),
      heading('Architecture'),
      bullets(
        'One TypeScript package, one process, one port: the API under /api and the web client are served together.',
        'Server: Fastify 5 with zod schemas on every route; Drizzle ORM over PostgreSQL, or PGlite (PostgreSQL in WebAssembly) embedded by default.',
        'Client: React 19, Vite, React Router, TanStack Query, Tailwind CSS and shadcn/ui; a narrow mobile-first layout, installable as a web app.',
        'Layers: pure business rules (domain) under the wire contract (zod schemas and the route table), which both server and client import.',
        'Money is stored as integer paise; prices are computed by the server from stored settings.',
        'Sessions are stored server-side; the cookie holds an opaque random id. Passwords are hashed with argon2id.',
        'Payments go through a provider interface: a demo provider by default, Razorpay when configured.',
        'Rate limits on sign-in, sign-up, password reset and feedback, in memory or in Redis when configured.',
      ),
      heading('API routes'),
      paragraph(
        `The ${routes.length} routes below are read from the API contract. Paths use Fastify syntax: ` +
          '":id" is a path parameter. Every error answer is JSON with a "message" field.',
      ),
      ...routeBlocks(),
      heading('Platform settings defaults'),
      paragraph('Administrators can change these; a missing or invalid stored value reads as its default.'),
      table(['Setting', 'Default'], platformDefaultRows()),
      heading('Brocks settings defaults'),
      table(['Setting', 'Key', 'Default'], brocksDefaultRows()),
    ],
  };
}
