/**
 * Started by playwright.config.ts before the app servers (a webServer entry): the OpenID
 * Connect provider of the single sign-on journey, on loopback, until Playwright stops it.
 * Arguments: its port, then the app servers' origins (each one's callback is registered).
 */
import { startOidcProvider } from '@stationboard/server/test/oidc-provider.ts';
import { SSO_CLIENT, SSO_PEOPLE } from './single-sign-on.ts';

const [port, ...origins] = process.argv.slice(2);
await startOidcProvider({
  port: Number(port),
  redirectUris: origins.map((origin) => `${origin}/api/auth/callback/oidc`),
  people: SSO_PEOPLE,
  client: SSO_CLIENT,
});
