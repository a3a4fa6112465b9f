import { z } from 'zod';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';
import { requiredText, TEXT_MAX_LENGTH } from './form-fields.ts';
import { idSchema } from './id.ts';

/**
 * Issue 30 (decision 166): what an integration's token may do. Each route a token may call
 * names the one scope it needs; no scope reaches user management, roles, centers or tokens.
 * - `plan:read`: the day plan, the floor map, quarters, the roster and the demand, read only;
 * - `demand:write`: labour standards and volumes per line;
 * - `roster:write`: the HR system's roster sync (PUT /api/roster);
 * - `events:read`: the realtime socket's change events.
 */
export const TOKEN_SCOPES = ['plan:read', 'demand:write', 'roster:write', 'events:read'] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** What every token starts with, so a log line or a leaked secret is recognisable as one of ours. */
export const API_TOKEN_PREFIX = 'sbt_';

/** POST /api/integrations/tokens (ADMIN+): a name the audit log shows, and at least one scope, each once. */
export const apiTokenInputSchema = z.object({
  name: requiredText(SCHEMA_MESSAGES.tokenNameRequired, { label: 'Token name', max: TEXT_MAX_LENGTH.name }),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: SCHEMA_MESSAGES.tokenScopeUnknown }))
    .min(1, SCHEMA_MESSAGES.tokenScopesRequired)
    .max(TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  fulfillment_center_id: idSchema.optional(),
});

export type ApiTokenInput = z.output<typeof apiTokenInputSchema>;

/** A token as GET lists it: never the secret, only its first characters to tell tokens apart. */
export const apiTokenSchema = z.object({
  id: idSchema,
  fulfillment_center_id: idSchema,
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  /** The secret's first characters (`sbt_` and four more), as a reminder of which one it is. */
  hint: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the secret, this once. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
