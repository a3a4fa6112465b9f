/**
 * Issue 30 (decision 168): sign-in with the deployment's OpenID Connect provider, through
 * better-auth's genericOAuth plugin (discovery, state, PKCE, the nonce, the ID token checked
 * against the provider's keys, issuer and this client as audience). What is Stationboard's:
 * how the provider's claims become an account (the employee ID, the center, a role from a
 * group at the first sign-in), and the checks that keep one person from taking another's
 * employee ID.
 */
import type { BetterAuthOptions } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import { employeeIdToEmail } from '@stationboard/domain/auth/employee-email';
import { SSO_REFUSALS, type SsoRefusal } from '@stationboard/domain/auth/single-sign-on';
import { ROLES, type Role } from '@stationboard/domain/roles/roles';
import { SSO_PROVIDER_ID } from '@stationboard/domain/schemas/auth-requests';
import { TEXT_MAX_LENGTH } from '@stationboard/domain/schemas/form-fields';
import type { Config, OidcConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { auditedChange, SYSTEM_AUTHOR } from '../../lib/audit.ts';
import { findActiveCenterByCode, findProviderAccounts, findUserEmployeeId, insertRoleRecord } from './single-sign-on.repository.ts';

type Claims = Record<string, unknown>;

/** The payload of a JWT, read without checking it: only for an ID token better-auth has already verified. */
function readClaims(jwt: string): Claims | null {
  try {
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

function claimText(claims: Claims, name: string): string | null {
  const value = claims[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The employee ID a provider sent, when it is one the sign-in screen would take too. */
function employeeIdOf(claims: Claims, oidc: OidcConfig): string | null {
  const id = claimText(claims, oidc.employeeIdClaim);
  if (!id || id.includes('@') || id.length > TEXT_MAX_LENGTH.login || /[\s\p{Cc}]/u.test(id)) return null;
  return id;
}

/** The highest role any of the person's groups gives, or null (pending approval). */
export function roleFromGroups(claims: Claims, oidc: OidcConfig): Role | null {
  if (!oidc.groupsClaim) return null;
  const groups = claims[oidc.groupsClaim];
  const names = Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : typeof groups === 'string' ? [groups] : [];
  const roles = names.flatMap((name) => oidc.roleMap.get(name) ?? []);
  return roles.sort((a, b) => ROLES.indexOf(b) - ROLES.indexOf(a))[0] ?? null;
}

type SingleSignOnDeps = { config: Config; db: Db };

/**
 * The provider as better-auth's genericOAuth plugin takes it. The claims come from the ID
 * token, which better-auth has verified before `getUserInfo` runs; without an ID token, or
 * from another issuer than OIDC_ISSUER, there is no user and the sign-in fails.
 */
export function singleSignOnPlugin({ config, db }: SingleSignOnDeps, oidc: OidcConfig) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        name: oidc.providerName,
        discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: ['openid', 'profile'],
        pkce: true,
        requireIdTokenVerification: true,
        getUserInfo: async (tokens) => {
          const claims = tokens.idToken ? readClaims(tokens.idToken) : null;
          if (!claims || claims.iss !== oidc.issuer || typeof claims.sub !== 'string') return null;
          // Whether the employee ID counts as confirmed is mapProfileToUser's to say.
          return { ...claims, id: claims.sub, emailVerified: false };
        },
        mapProfileToUser: async (claims: Claims) => {
          const employeeId = employeeIdOf(claims, oidc);
          const centerCode = claimText(claims, oidc.centerClaim) ?? oidc.defaultCenter;
          const center = centerCode ? await findActiveCenterByCode(db, centerCode) : null;
          const name = claimText(claims, 'name') ?? employeeId ?? '';
          return {
            // No employee ID, no email: better-auth refuses with email_not_found.
            email: employeeId ? employeeIdToEmail(employeeId, config.mailDomain) : undefined,
            // The provider vouches for the person, and so for the employee ID it gives them.
            emailVerified: true,
            name,
            employee_id: employeeId ?? '',
            display_name: name,
            fulfillment_center_id: center?.id ?? '',
          };
        },
      },
    ],
  });
}

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;
const refuse = (error: SsoRefusal) => ({ error, errorDescription: SSO_REFUSALS[error] });

/**
 * better-auth's gate before it creates, joins or signs in an account from the provider:
 * - a new account needs a center (the claim's code, or OIDC_DEFAULT_CENTER);
 * - an existing account with the employee ID is joined to the provider only when it has no
 *   provider subject yet: one employee ID, one person at the provider;
 * - a returning person keeps the employee ID their account has.
 */
export function validateSingleSignOn(db: Db): ValidateUserInfo {
  return async ({ user, source }) => {
    if (source.method !== 'oauth' || source.oauth?.providerId !== SSO_PROVIDER_ID) return;
    if (source.action === 'create-user') return user.fulfillment_center_id ? undefined : refuse('sso_no_center');
    const userId = String(user.id);
    if (source.action === 'link-account') {
      const linked = await findProviderAccounts(db, userId, SSO_PROVIDER_ID);
      return linked.length > 0 ? refuse('sso_other_subject') : undefined;
    }
    const employeeId = await findUserEmployeeId(db, userId);
    const claimed = typeof user.employee_id === 'string' ? user.employee_id : '';
    return employeeId !== null && employeeId.toLowerCase() === claimed.toLowerCase() ? undefined : refuse('sso_employee_id_changed');
  };
}

/**
 * The role record of a new account (DESIGN §4): pending approval, as a sign-up's; when the
 * account came from the provider and a group of its ID token is mapped (OIDC_ROLE_MAP), that
 * role instead, recorded in the audit log as the system's doing. better-auth runs this once
 * the user and the provider account are both written.
 */
export async function createRoleRecord(
  { config, db }: SingleSignOnDeps,
  user: { id: string; employee_id: string; fulfillment_center_id: string },
): Promise<void> {
  const record = { userId: user.id, employeeId: user.employee_id, fulfillmentCenterId: user.fulfillment_center_id };
  const [account] = config.oidc ? await findProviderAccounts(db, user.id, SSO_PROVIDER_ID) : [];
  const claims = account?.idToken ? readClaims(account.idToken) : null;
  const role = config.oidc && claims ? roleFromGroups(claims, config.oidc) : null;
  if (!role) return insertRoleRecord(db, { ...record, role: null });
  await auditedChange(db, { centerId: user.fulfillment_center_id, employeeId: SYSTEM_AUTHOR }, async ({ tx, audit }) => {
    await insertRoleRecord(tx, { ...record, role });
    await audit({ action: 'CREATE', tableName: 'roles', recordId: user.id, employeeId: user.employee_id, newValues: { role, source: 'single sign-on group' } });
  });
}
