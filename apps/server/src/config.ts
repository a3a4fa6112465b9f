/**
 * Configuration from the environment, validated once at start (DESIGN §6). Every bad
 * variable is listed by name so an operator can fix them all in one go.
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int({ message: 'expected a whole port number' })
    .min(1, { message: 'expected a port between 1 and 65535' })
    .max(65535, { message: 'expected a port between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'expected a mail domain such as example.com (no @)' })
    .default('stationboard.local'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Stationboard <no-reply@stationboard.local>'),
  APP_ORIGIN: z.url({ message: 'expected an origin such as https://stationboard.example.com' }).optional(),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.optional(),
  DEMO_PASSWORD: z.string().min(6, { message: 'must be at least 6 characters' }).default('demo1234'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  API_DOCS: booleanFlag.optional(),
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the embedded database folder; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  mailDomain: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appOrigin: string;
  sessionSecret: string;
  logLevel: string;
  /** Seed the demo centers and demo accounts into an empty database. */
  seedDemo: boolean;
  demoPassword: string;
  trustProxy: boolean;
  /** The built web app to serve; apps/web/dist unless set (browser tests build elsewhere). */
  webDistDir: string | undefined;
  /** Serve the OpenAPI document and Swagger UI at /api/docs; off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** Issue 30: the bearer token a scrape of GET /metrics must carry; without one /metrics is off. */
  metricsToken: string | undefined;
  /** Issue 30 (decision 167): signed webhooks, see modules/integrations. */
  webhooks: {
    /** Send to loopback and private addresses too (tests, a closed network); refused otherwise. */
    allowPrivate: boolean;
    /** The first retry's delay; each next one doubles, up to two hours, for 24 hours. */
    retryBaseSeconds: number;
    /** How long a receiver may take to answer one delivery. */
    timeoutSeconds: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Only for development and tests; production must bring its own (checked below).
const DEVELOPMENT_SECRET = 'stationboard-development-secret-not-for-production';

/**
 * `baseDir` resolves a relative DATA_DIR. npm runs workspace scripts inside the workspace
 * folder, so the caller passes the folder the user ran npm in (INIT_CWD).
 */
export function loadConfig(env: NodeJS.ProcessEnv, baseDir: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got '${value}')`}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required in production (at least 32 random characters)']);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mailDomain: e.MAIL_DOMAIN.toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    demoPassword: e.DEMO_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(baseDir, e.WEB_DIST_DIR),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, retryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS, timeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS },
  };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/** The same origin under the other loopback name (localhost <-> 127.0.0.1), or none. */
function loopbackAlias(origin: string): string | null {
  const url = new URL(origin);
  const index = LOOPBACK_NAMES.indexOf(url.hostname);
  if (index === -1) return null;
  url.hostname = LOOPBACK_NAMES[1 - index]!;
  return url.origin;
}

/**
 * Origins a browser may call the API and open the realtime socket from (decision 102). In
 * development a page opened at 127.0.0.1 works as well as one at localhost, and the other way
 * round; production trusts APP_ORIGIN alone.
 */
export function allowedOrigins(config: Config): string[] {
  if (config.env !== 'development') return [config.appOrigin];
  // Vite's dev server proxies /api with its own origin.
  const origins = [config.appOrigin, 'http://localhost:5173'];
  return [...new Set(origins.flatMap((origin) => [origin, loopbackAlias(origin) ?? origin]))];
}
