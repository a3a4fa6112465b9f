import { describe, expect, it } from 'vitest';
import { allowedOrigins, ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('names PORT and its value when the port is not a number', () => {
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: .*'abc'/);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: '70000', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', NODE_ENV: 'staging' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'NODE_ENV', 'PORT', 'SMTP_URL']);
  });

  it('refuses to run in production without a session secret', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^SESSION_SECRET: required in production/)]);
  });

  it('seeds demo data by default but never in production unless asked', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('serves the API documents outside production, and in production only with API_DOCS=true', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(problemsOf({ API_DOCS: 'maybe' })).toEqual([expect.stringMatching(/^API_DOCS: expected true or false \(got 'maybe'\)/)]);
  });

  it('refuses webhooks to private addresses unless WEBHOOK_ALLOW_PRIVATE=true, and reads the retry and timeout seconds', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, retryBaseSeconds: 5, timeoutSeconds: 10 });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '2' }).webhooks).toEqual({
      allowPrivate: true,
      retryBaseSeconds: 1,
      timeoutSeconds: 2,
    });
    expect(problemsOf({ WEBHOOK_TIMEOUT_SECONDS: '0' })).toEqual([expect.stringMatching(/^WEBHOOK_TIMEOUT_SECONDS: /)]);
  });

  it('turns /metrics on only with a METRICS_TOKEN of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([expect.stringMatching(/^METRICS_TOKEN: must be at least 16 characters/)]);
  });

  it('turns single sign-on on with OIDC_ISSUER and its client, and reads the role map', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({}).localPasswords).toBe(true);
    const client = { OIDC_ISSUER: 'https://login.example.com/', OIDC_CLIENT_ID: 'sb', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...client, OIDC_GROUPS_CLAIM: 'groups', OIDC_ROLE_MAP: 'wh-admins=ADMIN, wh-leads=MANAGER', LOCAL_PASSWORDS: 'false' })).toMatchObject({
      localPasswords: false,
      oidc: {
        issuer: 'https://login.example.com/',
        providerName: 'single sign-on',
        employeeIdClaim: 'employee_id',
        centerClaim: 'fulfillment_center',
        groupsClaim: 'groups',
        roleMap: new Map([
          ['wh-admins', 'ADMIN'],
          ['wh-leads', 'MANAGER'],
        ]),
      },
    });
  });

  it('names what single sign-on lacks: its client, a groups claim for a role map, a role a group may give', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://login.example.com' })).toEqual([
      'OIDC_CLIENT_ID: required with OIDC_ISSUER',
      'OIDC_CLIENT_SECRET: required with OIDC_ISSUER',
    ]);
    expect(problemsOf({ LOCAL_PASSWORDS: 'false' })).toEqual([expect.stringMatching(/^LOCAL_PASSWORDS: false needs single sign-on/)]);
    expect(problemsOf({ OIDC_ROLE_MAP: 'a=VIEW' })).toEqual([expect.stringMatching(/^OIDC_ROLE_MAP: needs OIDC_GROUPS_CLAIM/)]);
    expect(problemsOf({ OIDC_ROLE_MAP: 'root=SUDO' })).toEqual([
      expect.stringMatching(/^OIDC_ROLE_MAP: expected group=ROLE pairs .*VIEW, MANAGER, ADMIN \(got 'root=SUDO'\)/),
    ]);
  });

  it('resolves a relative DATA_DIR against the folder npm was run in', () => {
    expect(loadConfig({ DATA_DIR: './data' }, '/srv/stationboard').dataDir).toBe('/srv/stationboard/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/sb' }, '/srv/stationboard').dataDir).toBe('/var/lib/sb');
  });

  it('defaults the app origin to the local port and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).appOrigin).toBe('http://localhost:4000');
    expect(loadConfig({ APP_ORIGIN: 'https://sb.example.com/' }).appOrigin).toBe('https://sb.example.com');
  });
});

describe('allowedOrigins', () => {
  it('trusts both loopback names on the same port in development', () => {
    expect(allowedOrigins(loadConfig({ APP_ORIGIN: 'http://127.0.0.1:3280' }))).toEqual([
      'http://127.0.0.1:3280',
      'http://localhost:3280',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(allowedOrigins(loadConfig({ PORT: '4000' }))).toContain('http://127.0.0.1:4000');
  });

  it('trusts APP_ORIGIN alone outside development', () => {
    const env = { APP_ORIGIN: 'http://localhost:3000', SESSION_SECRET: 'x'.repeat(32) };
    expect(allowedOrigins(loadConfig({ ...env, NODE_ENV: 'production' }))).toEqual(['http://localhost:3000']);
    expect(allowedOrigins(loadConfig({ ...env, NODE_ENV: 'test' }))).toEqual(['http://localhost:3000']);
  });
});
