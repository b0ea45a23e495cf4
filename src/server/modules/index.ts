/** Every feature module's routes plugin, registered by app.ts in this order. Add one line per area. */
import type { FastifyPluginAsync } from 'fastify';

export const modules: FastifyPluginAsync[] = [];
