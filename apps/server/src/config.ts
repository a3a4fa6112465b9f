/**
 * Configuration from the environment, validated once at start (DESIGN §6). Every bad
 * variable is listed by name so an operator can fix them all in one go.
 */
import path from 'node:path';
import { z } from 'zod';
import { ROLES, type Role } from '@stationboard/domain/roles/roles';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' });

const claimName = z.string().regex(/^[A-Za-z0-9_:./-]{1,100}$/, { message: 'expected a claim name such as employee_id' });

/** Only roles below SUDO come from a group: SUDO is given by hand (decision 168). */
const MAPPABLE_ROLES = ROLES.filter((role) => role !== 'SUDO');

/** `wh-admins=ADMIN,wh-leads=MANAGER`: a group of the provider's groups claim, and the role it gives. */
const roleMap = z
  .string()
  .transform((value) =>
    value.split(',').map((pair) =>
      pair
        .trim()
        .split('=')
        .map((part) => part.trim()),
    ),
  )
  .refine((pairs) => pairs.every((pair) => pair.length === 2 && pair[0] !== '' && (MAPPABLE_ROLES as string[]).includes(pair[1]!)), {
    message: `expected group=ROLE pairs separated by commas, ROLE one of ${MAPPABLE_ROLES.join(', ')}`,
  })
  .transform((pairs) => new Map(pairs.map(([group, role]) => [group!, role as Role])));

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
  // Decision 170: OpenTelemetry's standard variables; traces are sent only when an endpoint is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_SDK_DISABLED: booleanFlag.optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  OIDC_ISSUER: z.url({ message: 'expected the issuer URL of an OpenID Connect provider, such as https://login.example.com/realms/wh' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(40, { message: 'must be at most 40 characters' }).default('single sign-on'),
  OIDC_EMPLOYEE_ID_CLAIM: claimName.default('employee_id'),
  OIDC_CENTER_CLAIM: claimName.default('fulfillment_center'),
  OIDC_DEFAULT_CENTER: z.string().min(1).optional(),
  OIDC_GROUPS_CLAIM: claimName.optional(),
  OIDC_ROLE_MAP: roleMap.optional(),
  LOCAL_PASSWORDS: booleanFlag.default(true),
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
  /** Decision 170: where OpenTelemetry traces go (OTLP over HTTP); undefined: tracing is off. */
  otelTracesUrl: string | undefined;
  /** Issue 30: sign-in with an OpenID Connect provider (decision 168); off unless OIDC_ISSUER is set. */
  oidc: OidcConfig | undefined;
  /** Sign-in with an employee ID and password; a deployment with single sign-on may switch it off. */
  localPasswords: boolean;
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

export type OidcConfig = {
  /** Exactly as the provider names itself (its ID tokens' `iss`), a trailing slash included when it has one. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in screen's button: "Sign in with <providerName>". */
  providerName: string;
  employeeIdClaim: string;
  /** The claim holding the code of the person's fulfillment center; `defaultCenter` (a code) when it has none. */
  centerClaim: string;
  defaultCenter: string | undefined;
  /** The claim listing the person's groups, and which group gives which role at the first sign-in. */
  groupsClaim: string | undefined;
  roleMap: ReadonlyMap<string, Role>;
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
  const oidc = oidcConfig(e);
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
    otelTracesUrl: otelTracesUrl(e),
    oidc,
    localPasswords: e.LOCAL_PASSWORDS,
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, retryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS, timeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS },
  };
}

/** The OIDC_* variables together: an issuer needs its client, and no password needs an issuer. */
function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  const problems: string[] = [];
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required with OIDC_ISSUER');
    if (!e.OIDC_CLIENT_SECRET) problems.push('OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  } else if (!e.LOCAL_PASSWORDS) {
    problems.push('LOCAL_PASSWORDS: false needs single sign-on (OIDC_ISSUER), or nobody could sign in');
  }
  if (e.OIDC_ROLE_MAP && !e.OIDC_GROUPS_CLAIM) problems.push('OIDC_ROLE_MAP: needs OIDC_GROUPS_CLAIM, the claim that lists the groups');
  if (problems.length > 0) throw new ConfigError(problems);
  if (!e.OIDC_ISSUER) return undefined;
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    providerName: e.OIDC_PROVIDER_NAME,
    employeeIdClaim: e.OIDC_EMPLOYEE_ID_CLAIM,
    centerClaim: e.OIDC_CENTER_CLAIM,
    defaultCenter: e.OIDC_DEFAULT_CENTER,
    groupsClaim: e.OIDC_GROUPS_CLAIM,
    roleMap: e.OIDC_ROLE_MAP ?? new Map(),
  };
}

/**
 * The OTLP/HTTP traces URL the standard variables name: the signal's own endpoint as it is, or
 * the base endpoint with `/v1/traces`, as the OpenTelemetry specification says. None when no
 * endpoint is set, or the SDK is disabled, or the traces exporter is `none`.
 */
function otelTracesUrl(e: z.output<typeof envSchema>): string | undefined {
  if (e.OTEL_SDK_DISABLED || e.OTEL_TRACES_EXPORTER === 'none') return undefined;
  if (e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  return e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`;
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
