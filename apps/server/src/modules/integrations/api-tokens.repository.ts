/** Integration tokens' rows (decision 166): the list shows no secret, only its hint. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApiToken } from '@stationboard/domain/schemas/api-token';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

const tokenColumns = {
  id: s.apiTokens.id,
  fulfillment_center_id: s.apiTokens.fulfillmentCenterId,
  name: s.apiTokens.name,
  scopes: s.apiTokens.scopes,
  hint: s.apiTokens.hint,
  created_by: s.apiTokens.createdBy,
  created_at: s.apiTokens.createdAt,
  last_used_at: s.apiTokens.lastUsedAt,
  revoked_at: s.apiTokens.revokedAt,
};

type TokenRow = Omit<ApiToken, 'scopes' | 'created_at' | 'last_used_at' | 'revoked_at'> & {
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

function toApiToken(row: TokenRow): ApiToken {
  return {
    ...row,
    scopes: row.scopes as ApiToken['scopes'],
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/** The center's tokens, revoked ones too (the audit rows still name them), by name. */
export async function listTokens(db: Db, centerId: string): Promise<ApiToken[]> {
  const rows = await db
    .select(tokenColumns)
    .from(s.apiTokens)
    .where(eq(s.apiTokens.fulfillmentCenterId, centerId))
    .orderBy(asc(s.apiTokens.name), asc(s.apiTokens.createdAt));
  return rows.map(toApiToken);
}

export async function insertToken(tx: Tx, values: typeof s.apiTokens.$inferInsert): Promise<ApiToken> {
  const [row] = await tx.insert(s.apiTokens).values(values).returning(tokenColumns);
  return toApiToken(row!);
}

/** The center's token `id`, locked until the transaction ends; null when the center has none of that id. */
export async function lockToken(tx: Tx, centerId: string, id: string): Promise<ApiToken | null> {
  const [row] = await tx
    .select(tokenColumns)
    .from(s.apiTokens)
    .where(and(eq(s.apiTokens.id, id), eq(s.apiTokens.fulfillmentCenterId, centerId)))
    .for('update');
  return row ? toApiToken(row) : null;
}

export async function markTokenRevoked(tx: Tx, id: string): Promise<ApiToken> {
  const [row] = await tx.update(s.apiTokens).set({ revokedAt: sql`now()` }).where(eq(s.apiTokens.id, id)).returning(tokenColumns);
  return toApiToken(row!);
}
