import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas (DESIGN §5), browsable at /api/docs. */
export const apiDocs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stationboard API', version: '0.1.0', description: 'Station planning for fulfillment centers.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
