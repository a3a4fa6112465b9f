/**
 * Issue 30 (decision 166): a center's integration tokens, made and revoked by ADMIN and up,
 * each change audited. The secret is answered once, when made, and kept only as its hash.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import type { ApiToken, ApiTokenInput } from '@stationboard/domain/schemas/api-token';
import type { Db } from '../../db/database.ts';
import { newTokenSecret } from '../../lib/api-token-secret.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { insertToken, lockToken, markTokenRevoked } from './api-tokens.repository.ts';

export function createToken(db: Db, input: ApiTokenInput, acting: Acting): Promise<ApiToken & { token: string }> {
  const { secret, hash, hint } = newTokenSecret();
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const token = await insertToken(tx, {
      fulfillmentCenterId: acting.centerId,
      name: input.name,
      scopes: input.scopes,
      secretHash: hash,
      hint,
      createdBy: acting.employeeId,
    });
    await audit({ action: 'CREATE', tableName: 'api_tokens', recordId: token.id, newValues: { name: token.name, scopes: token.scopes } });
    return { ...token, token: secret };
  });
}

/** Revoked at once on every request after this one; revoking a revoked token changes nothing. */
export function revokeToken(db: Db, id: string, acting: Acting): Promise<ApiToken> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const before = await lockToken(tx, acting.centerId, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.tokenNotFound);
    if (before.revoked_at) return before;
    const revoked = await markTokenRevoked(tx, id);
    await audit({
      action: 'UPDATE',
      tableName: 'api_tokens',
      recordId: id,
      oldValues: { name: before.name, revoked_at: null },
      newValues: { revoked_at: revoked.revoked_at },
    });
    return revoked;
  });
}
