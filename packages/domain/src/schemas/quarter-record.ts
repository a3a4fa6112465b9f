/**
 * Spec 2 §3: a quarter as the API answers it (times as HH:MM:SS), and the range of its number.
 * A file of its own, apart from the quarter form's request schemas and their texts, so the
 * screens that only read quarters (the TV List and its badge scans) do not load them
 * (decision 151).
 */
import { z } from 'zod';
import { idSchema } from './id.ts';

/** Spec 2 §3 and §9. */
export const QUARTER_NUMBER_MIN = 1;
export const QUARTER_NUMBER_MAX = 20;

export const quarterSchema = z.object({
  id: idSchema,
  fulfillment_center_id: idSchema,
  quarter_name: z.string(),
  quarter_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  shift: z.string(),
  is_active: z.boolean(),
});

export type Quarter = z.infer<typeof quarterSchema>;
