import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@stationboard/domain/schemas/account';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getPublicConfig(): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiGet('/config/public', { auth: false }));
}

/** The mail domain never changes while the server runs, so it is read once per page load. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.publicConfig(), queryFn: getPublicConfig, staleTime: Infinity, gcTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
