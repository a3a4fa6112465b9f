import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiTokenCreatedSchema, apiTokenInputSchema, apiTokenSchema, type ApiToken, type TokenScope } from '@stationboard/domain/schemas/api-token';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /integrations/tokens (ADMIN+, decision 166): the center's tokens, never their secrets. */
export function useApiTokens(centerId: string) {
  return useQuery({
    queryKey: queryKeys.apiTokens(centerId),
    queryFn: async (): Promise<ApiToken[]> =>
      z.array(apiTokenSchema).parse(await apiGet('/integrations/tokens', { query: { fulfillment_center_id: centerId } })),
  });
}

/** POST /integrations/tokens: the new token with its secret, answered this once. Throws the schema's error for a blank name or no scope. */
export async function createApiToken({ name, scopes, centerId }: { name: string; scopes: TokenScope[]; centerId: string }) {
  return apiTokenCreatedSchema.parse(await apiPost('/integrations/tokens', apiTokenInputSchema.parse({ name, scopes, fulfillment_center_id: centerId })));
}

/** DELETE /integrations/tokens/{id}: revoked at once. */
export async function revokeApiToken(tokenId: string, centerId: string): Promise<void> {
  await apiRequest(`/integrations/tokens/${tokenId}`, { method: 'DELETE', query: { fulfillment_center_id: centerId } });
}
