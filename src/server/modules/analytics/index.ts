/**
 * The analytics module's public face (docs/decisions/0045-rentals-by-what-a-member-does.md): the use cases
 * other modules, the seed and the jobs call.
 */
export * from './service';
export * from './rollup';
