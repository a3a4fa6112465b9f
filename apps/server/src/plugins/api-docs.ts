import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas (DESIGN §5). The document is always built (the
 * ETags of decision 119 hash it); it is served, with Swagger UI at /api/docs, only when
 * `config.apiDocs` says so: in production only with API_DOCS=true (decision 135).
 */
export const apiDocs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stationboard API', version: '0.1.0', description: 'Station planning for fulfillment centers.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
