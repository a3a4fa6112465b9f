import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { AppError } from '@stationboard/domain/errors/app-error';
import { ok } from '../../lib/envelope.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: envelopeSchema(healthSchema) } },
    },
    async () => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return ok({ status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
};
