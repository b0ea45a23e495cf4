/**
 * HTTP routes of feedback: members send it (201, at most `FEEDBACK_PER_HOUR` per member per hour through
 * @fastify/rate-limit, then 429 with the contract's message), administrators read it (401 signed out,
 * 403 'Administrator access required' for a member). docs/decisions/0021-downloads-and-feedback.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEEDBACK_PER_HOUR, FEEDBACK_RATE_WINDOW_MS, feedbackRoutes } from '@/contract/feedback';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { listFeedback, sendFeedback } from './service';

export async function feedbackModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, feedbackRoutes.send, {
    status: 201,
    config: {
      rateLimitMessage: 'feedback:tooMany',
      rateLimit: {
        max: FEEDBACK_PER_HOUR,
        timeWindow: FEEDBACK_RATE_WINDOW_MS,
        // counted after access and validation, per member: refused bodies do not use up the allowance
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `feedback|${currentUser(request).id}`,
      },
    },
    handler: async (req) => sendFeedback(db, currentUser(req).id, req.body, clock.now()),
  });

  addRoute(app, feedbackRoutes.list, {
    auth: 'admin',
    handler: async (req) => listFeedback(db, req.query.before),
  });
}
