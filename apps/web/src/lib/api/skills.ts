import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { skillInputSchema, skillSchema, type Skill } from '@stationboard/domain/schemas/skill';
import { CACHE_TTL_MS } from '@stationboard/domain/timings';
import { apiGet, apiPost, apiPut, apiRequest } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /skills (issue 15): the center's skills, by name. */
export async function getSkills(centerId: string): Promise<Skill[]> {
  return z.array(skillSchema).parse(await apiGet('/skills', { query: { fulfillment_center_id: centerId } }));
}

export const skillsQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: queryKeys.skills(centerId),
    queryFn: () => getSkills(centerId),
    staleTime: CACHE_TTL_MS.routingAreas,
    gcTime: CACHE_TTL_MS.routingAreas,
  });

export function useSkills(centerId: string) {
  return useQuery(skillsQueryOptions(centerId));
}

/** POST /skills (ADMIN+). Throws the schema's error for a blank name. */
export async function createSkill({ name, centerId }: { name: string; centerId: string }): Promise<Skill> {
  return skillSchema.parse(await apiPost('/skills', skillInputSchema.parse({ name, fulfillment_center_id: centerId })));
}

/** PUT /skills/{id} (ADMIN+): a rename. */
export async function renameSkill({ skillId, name, centerId }: { skillId: string; name: string; centerId: string }): Promise<Skill> {
  return skillSchema.parse(await apiPut(`/skills/${skillId}`, skillInputSchema.parse({ name, fulfillment_center_id: centerId })));
}

/** DELETE /skills/{id} (ADMIN+), after the tab's confirmation. */
export async function deleteSkill(skillId: string): Promise<void> {
  await apiRequest(`/skills/${skillId}`, { method: 'DELETE' });
}
