/**
 * The whole HTTP application as one Fastify instance that tests build without listening
 * (STYLE.md). `server.ts` owns the process: config, database, listen and shutdown.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './lib/http-timeouts.ts';
import { createLogDestination } from './lib/log-destination.ts';
import { serializeError } from './lib/log-serializers.ts';
import { createAuth } from './modules/auth/auth.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { bulkUploadRoutes } from './modules/employees/bulk-upload/bulk-upload.routes.ts';
import { registerTracing } from './plugins/tracing.ts';
import { apiTokenRoutes } from './modules/integrations/api-tokens.routes.ts';
import { demandRoutes } from './modules/demand/demand.routes.ts';
import { dashboardFigureRoutes } from './modules/dashboard/dashboard-figures.routes.ts';
import { employeeRecordRoutes } from './modules/employees/employee-records.routes.ts';
import { employeeRoutes } from './modules/employees/employees.routes.ts';
import { dayPlanRoutes } from './modules/exports/day-plan.routes.ts';
import { fulfillmentCenterAdminRoutes } from './modules/fulfillment-centers/fulfillment-centers-admin.routes.ts';
import { fulfillmentCenterRoutes } from './modules/fulfillment-centers/fulfillment-centers.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { planRoutes } from './modules/plan/plan.routes.ts';
import { quarterAdminRoutes } from './modules/quarters/quarters-admin.routes.ts';
import { quarterRoutes } from './modules/quarters/quarters.routes.ts';
import { scheduleRoutes } from './modules/dashboard/schedule.routes.ts';
import { roleRoutes } from './modules/roles/roles.routes.ts';
import { rotationRuleRoutes } from './modules/rotation-rules/rotation-rules.routes.ts';
import { skillRoutes } from './modules/skills/skills.routes.ts';
import { rosterRoutes } from './modules/roster/roster.routes.ts';
import { stationRoutes } from './modules/stations/stations.routes.ts';
import { badgeScanRoutes } from './modules/tv/badge-scan.routes.ts';
import { routingAreaRoutes } from './modules/tv/routing-areas.routes.ts';
import { tvConfigRoutes } from './modules/tv/tv-configs.routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { metrics } from './plugins/metrics.ts';
import { webhookWorker } from './plugins/webhooks.ts';
import { quarterStartTicker } from './modules/integrations/quarter-start-ticker.ts';
import { webhookRoutes } from './modules/integrations/webhooks.routes.ts';
import { authorization } from './plugins/authorization.ts';
import { compression } from './plugins/compression.ts';
import { conditionalGet } from './plugins/conditional-get.ts';
import { drain } from './plugins/drain.ts';
import { createMailer } from './plugins/mail.ts';
import { realtime, registerWebSocketServer } from './plugins/realtime.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The time now; tests drive it (issue 11: an injectable clock, never a sleep). */
    clock: () => Date;
    /**
     * Whether a balancer should send this process work (issue 17, decision 125): its database
     * LISTEN is up (realtime plugin) and it is not draining after a stop signal (server.ts).
     */
    readiness: { listening: boolean; draining: boolean };
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  /** The time now; the system clock unless a test drives it. */
  clock?: () => Date;
  /** Where log lines go: standard output, never blocking (lib/log-destination.ts), unless a test reads them. */
  logStream?: DestinationStream;
  /** Shorter limits for the tests that watch a slow client being cut. */
  httpTimeouts?: HttpTimeouts;
};

export async function buildApp({
  config,
  database,
  webRoot,
  clock = () => new Date(),
  logStream,
  httpTimeouts = HTTP_TIMEOUTS,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: serializeError },
      stream: logStream ?? createLogDestination(),
    },
    trustProxy: config.trustProxy,
    // Bulk upload (10 MB) is the largest body; multipart handles its own limit.
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    ...httpTimeoutOptions(httpTimeouts),
    // While closing, plugins/drain.ts answers 503 in the envelope instead of Fastify's own body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('readiness', { listening: false, draining: false });
  registerErrorHandler(app);
  // Before every route, so each request is a span (decision 170); nothing when tracing is off.
  await registerTracing(app, config.otelTracesUrl);
  // First: their onRequest hooks run before any other, so a refusal while draining has the headers too.
  await app.register(securityHeaders);
  await app.register(drain);

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log);
  // A session that ends is forgotten by the authorization layer at once (decision 144).
  const auth = createAuth({ config, db: database.db, mailer, log: app.log, onSessionsEnded: () => app.forgetActors() });

  await app.register(apiDocs);
  await registerWebSocketServer(app);
  await app.register(authorization, { auth });
  await app.register(conditionalGet);
  await app.register(realtime);
  await app.register(metrics);
  await app.register(webhookWorker);
  await app.register(quarterStartTicker);
  await app.register(
    async (api) => {
      // Only this scope: the web app's files come precompressed and the WebSocket is left alone.
      await api.register(compression);
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes, { auth });
      await api.register(fulfillmentCenterRoutes);
      await api.register(fulfillmentCenterAdminRoutes);
      await api.register(quarterRoutes);
      await api.register(quarterAdminRoutes);
      await api.register(scheduleRoutes);
      await api.register(roleRoutes);
      await api.register(auditRoutes);
      await api.register(rotationRuleRoutes);
      await api.register(stationRoutes);
      await api.register(employeeRoutes);
      await api.register(dashboardFigureRoutes);
      await api.register(employeeRecordRoutes);
      await api.register(bulkUploadRoutes);
      await api.register(tvConfigRoutes);
      await api.register(badgeScanRoutes);
      await api.register(routingAreaRoutes);
      await api.register(dayPlanRoutes);
      await api.register(planRoutes);
      await api.register(skillRoutes);
      await api.register(rosterRoutes);
      await api.register(demandRoutes);
      await api.register(apiTokenRoutes);
      await api.register(webhookRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { root: webRoot });
  return app;
}
