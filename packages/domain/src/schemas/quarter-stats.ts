import { z } from 'zod';

/** Spec 2 §2 counters and §9 efficiency for one quarter and date (GET /quarters/{id}/stats). */
export const quarterStatsSchema = z.object({
  total: z.number().int(),
  line_associates: z.number().int(),
  indirects: z.number().int(),
  wildcards: z.number().int(),
  ratio: z.number(),
  per_line: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int() }),
  staffed_stations: z.number().int(),
  active_stations: z.number().int(),
  efficiency: z.number().int(),
});

export type QuarterStats = z.infer<typeof quarterStatsSchema>;
