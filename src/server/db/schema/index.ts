/** The whole Drizzle schema; one file per area. drizzle-kit reads this file. */
export * from './users';
export * from './auth';
export * from './mail';
export * from './settings';
export * from './hubs';
export * from './books';
export * from './notifications';
export * from './brocks';
export * from './payments';
export * from './rentals';
export * from './rental-lifecycle';
export * from './preferences';
