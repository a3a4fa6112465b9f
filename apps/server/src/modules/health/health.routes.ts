import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { AppError } from '@stationboard/domain/errors/app-error';
import { pingDatabase } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { STOPPING_MESSAGE } from '../../plugins/drain.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

const readySchema = z.object({ status: z.literal('ready') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = async () => {
    try {
      await pingDatabase(app.database.db);
    } catch {
      throw new AppError('UNAVAILABLE', 'Database unavailable');
    }
  };

  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: envelopeSchema(healthSchema) } },
    },
    async () => {
      await databaseAnswers();
      return ok({ status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) });
    },
  );

  // Issue 17, decision 125: a balancer sends work only to a ready replica. The port opens once
  // migrations are done; ready also needs the realtime LISTEN up, and ends at a stop signal.
  app.get(
    '/health/ready',
    {
      config: { access: { public: true } },
      schema: { tags: ['system'], summary: 'Readiness: migrated, listening for changes, not draining', response: { 200: envelopeSchema(readySchema) } },
    },
    async () => {
      if (app.readiness.draining) throw new AppError('UNAVAILABLE', STOPPING_MESSAGE);
      if (!app.readiness.listening) throw new AppError('UNAVAILABLE', 'Not listening for database changes yet');
      await databaseAnswers();
      return ok({ status: 'ready' as const });
    },
  );
};
