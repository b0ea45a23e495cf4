/** Every feature module's routes plugin, registered by app.ts in this order. Add one line per area. */
import type { FastifyInstance } from 'fastify';
import { settingsModule } from './settings/routes';

export const modules: ((app: FastifyInstance) => Promise<void>)[] = [settingsModule];
