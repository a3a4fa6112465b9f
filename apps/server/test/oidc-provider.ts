/**
 * A real OpenID Connect provider on loopback for the single sign-on tests (decision 168):
 * panva's `oidc-provider`, certified by the OpenID Foundation, with its own development
 * login and consent pages. The API tests walk those pages with `walkProvider`; the browser
 * journey clicks through them. People are keyed by the login typed on the provider's page.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type ProviderPerson = Record<string, unknown>;

/** Changes the ID token's claims before the app gets it; the token is signed again with the provider's key. */
export type IdTokenChange = (claims: Record<string, unknown>) => Record<string, unknown>;

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims of each login, beyond `sub` (the login itself). */
  people: Map<string, ProviderPerson>;
  /** From now on every token answer carries an ID token changed so (a forged audience, a past expiry); null stops it. */
  changeIdTokens(change: IdTokenChange | null): void;
  close(): Promise<void>;
};

const KEY_ID = 'test-signing-key';

function signJwt(privateKey: KeyObject, claims: Record<string, unknown>): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: KEY_ID })}.${encode(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

function decodeJwt(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Starts the provider on 127.0.0.1 (`port` 0: any free one) with one confidential client of the given redirect addresses. */
export async function startOidcProvider(options: {
  port?: number;
  redirectUris: string[];
  people?: Record<string, ProviderPerson>;
  client?: { id: string; secret: string };
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { id: clientId, secret: clientSecret } = options.client ?? { id: 'stationboard', secret: 'stationboard-test-client-secret' };
  const people = new Map(Object.entries(options.people ?? {}));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let change: IdTokenChange | null = null;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }] },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: async () => ({ sub, ...person }) } : undefined;
    },
    claims: { openid: ['sub'], profile: ['name', 'employee_id', 'groups', 'fulfillment_center'] },
    // The person's claims in the ID token itself, as the app reads them (decision 168).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['stationboard-test-provider-cookie-key'] },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && change && body?.id_token) ctx.body = { ...body, id_token: signJwt(privateKey, change(decodeJwt(body.id_token))) };
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    changeIdTokens(next) {
      change = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies as a browser keeps them for one site: name to value. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's sign-in from its authorization address as a browser would: signs in
 * as `login` on its login page, allows the app on its consent page, and answers the address it
 * finally sends the browser to (the app's callback, with code, state and iss).
 */
export async function walkProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let next: { url: URL; form?: Record<string, string> } = { url: new URL(authorizationUrl) };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.form ? new URLSearchParams(next.form).toString() : undefined,
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== next.url.origin) return target;
      next = { url: target };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    next = { url: new URL(action, next.url), form: prompt === 'login' ? { prompt, login, password: 'any' } : { prompt } };
  }
  throw new Error('the provider never sent the browser back');
}
