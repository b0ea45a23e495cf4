/**
 * The reports module's public face (ADR 0050; docs/decisions/0045-rentals-by-what-a-member-does.md): the use
 * cases the seed and other modules call. Routes are in ./routes.ts.
 */
export { createReport, type NewReport } from './create';
export { decideReport } from './decide';
export { reportDetails, reportsQueue } from './queue';
