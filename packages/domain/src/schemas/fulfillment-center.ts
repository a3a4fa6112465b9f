import { z } from 'zod';

/** Spec 1 §3: what the public list (sign-up select) shows of a center. */
export const publicFulfillmentCenterSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  location: z.string().nullable(),
});

export type PublicFulfillmentCenter = z.infer<typeof publicFulfillmentCenterSchema>;

/** Spec 1 §3: the default center is the one with code GEG1, else the first in the list. */
export const DEFAULT_CENTER_CODE = 'GEG1';

export function findDefaultCenter<T extends { code: string }>(centers: readonly T[]): T | undefined {
  return centers.find((c) => c.code === DEFAULT_CENTER_CODE) ?? centers[0];
}
