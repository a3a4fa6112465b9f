import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@stationboard/domain/schemas/account';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { ok } from '../../lib/envelope.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/public',
    {
      config: { access: { public: true } },
      schema: { tags: ['system'], summary: 'What the sign-in screen needs before anyone signs in', response: { 200: envelopeSchema(publicConfigSchema) } },
    },
    async () =>
      ok({
        product: 'Stationboard',
        mail_domain: app.config.mailDomain,
        single_sign_on: app.config.oidc ? { provider_name: app.config.oidc.providerName } : null,
        local_passwords: app.config.localPasswords,
      }),
  );
};
