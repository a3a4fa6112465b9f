import { z } from 'zod';
import { LINE_NUMBERS } from '../stations/station-kind.ts';
import { dateSchema, idSchema } from './id.ts';

/** The line in the path of the line calls: 1 to 4. */
export const lineParamsSchema = z.object({
  line: z.coerce
    .number()
    .int()
    .refine((line) => (LINE_NUMBERS as readonly number[]).includes(line), 'Line must be 1, 2, 3 or 4'),
});

/**
 * GET /stations/lines/{line}/activation: the quarter on its date that the screen calls "now"
 * (its own clock, as every screen sends the dates it reckoned); without them, the server's.
 */
export const lineActivationQuerySchema = z
  .object({ fulfillment_center_id: idSchema.optional(), quarter_id: idSchema.optional(), assignment_date: dateSchema.optional() })
  .refine((q) => (q.quarter_id === undefined) === (q.assignment_date === undefined), {
    message: 'quarter_id and assignment_date go together',
    path: ['assignment_date'],
  });

const stationRefSchema = z.object({ id: idSchema, station_code: z.string() });

/** What pressing the line's button would do (decision 137), for the confirmation to name. */
export const lineActivationPreviewSchema = z.object({
  line_number: z.number().int(),
  action: z.enum(['deactivate', 'restore', 'activateAll', 'none']),
  /** The stations whose flag flips, with whether each is an indirect role. */
  stations: z.array(stationRefSchema.extend({ is_indirect: z.boolean() })),
  /** Stations that stay off: switched off on their own before the last Deactivate Line. */
  kept_off: z.array(stationRefSchema),
  /** The quarter "now" (null in a break) and how many people hold one of `stations` in it. */
  quarter_name: z.string().nullable(),
  assigned_now: z.number().int(),
});
export type LineActivationPreview = z.infer<typeof lineActivationPreviewSchema>;

/**
 * POST /stations/lines/{line}/activation: what the person confirmed. A line already as asked
 * (another manager was quicker) changes nothing.
 */
export const lineActivationInputSchema = z.object({ is_active: z.boolean(), fulfillment_center_id: idSchema.optional() });

export const lineActivationAnswerSchema = z.object({ line_number: z.number().int(), is_active: z.boolean(), switched: z.array(stationRefSchema) });
export type LineActivationAnswer = z.infer<typeof lineActivationAnswerSchema>;
