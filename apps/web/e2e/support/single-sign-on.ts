/**
 * The OpenID Connect provider of the single sign-on journey (decision 168): its port beside
 * the run's servers, the name its button shows, and the people who can sign in there.
 */
export const SSO_PROVIDER_NAME = 'Warehouse ID';

/** Fixed per run, so the app servers' OIDC_ISSUER can name it before it starts. */
export const ssoProviderPort = (appPort: number) => appPort + 50;

/** Logins on the provider's page, with the claims it gives them. */
export const SSO_PEOPLE = {
  // The demo manager's employee ID: the journey lands in the app with that account's role.
  'manager.sso': { name: 'Demo Manager', employee_id: 'demo-manager', fulfillment_center: 'GEG1' },
  // Nobody has this employee ID yet: the first sign-in creates an account pending approval.
  'newcomer.sso': { name: 'New Comer', employee_id: 'sso-newcomer', fulfillment_center: 'GEG1' },
};

export const SSO_CLIENT = { id: 'stationboard-e2e', secret: 'stationboard-e2e-client-secret' };

/** The environment that points a server of the run at the provider. */
export function ssoServerEnv(providerPort: number): string {
  return [
    `OIDC_ISSUER=http://127.0.0.1:${providerPort}`,
    `OIDC_CLIENT_ID=${SSO_CLIENT.id}`,
    `OIDC_CLIENT_SECRET=${SSO_CLIENT.secret}`,
    `OIDC_PROVIDER_NAME='${SSO_PROVIDER_NAME}'`,
  ].join(' ');
}
