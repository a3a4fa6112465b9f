/**
 * The routes the app describes in its OpenAPI document (`/api/docs/json`), which lists every
 * /api route, better-auth's endpoints included (decision 133), but the WebSocket. Suites that
 * must cover every route (the authorization matrix, the hostile input fuzz) read this list, so
 * a new route joins them without anyone remembering to.
 */
import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the zod-generated document uses. */
export type JsonSchema = {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

export type RouteParameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };

export type DescribedRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered in Fastify: `/api/stations/:id`. */
  route: string;
  parameters: RouteParameter[];
  /** The JSON body's schema, when the route documents one. */
  body?: JsonSchema;
};

type Operation = { parameters?: RouteParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

export async function getDescribedRoutes(app: FastifyInstance): Promise<DescribedRoute[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`the OpenAPI document answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as DescribedRoute['method'],
      route: path.replace(/\{(\w+)\}/g, ':$1'),
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export function routeKey(route: { method: string; route: string }): string {
  return `${route.method} ${route.route}`;
}
