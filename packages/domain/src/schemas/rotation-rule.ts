import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { idSchema } from './id.ts';
import { lineNumberField } from './station.ts';

// The destination select sends '' while nothing is chosen.
const destination = z.uuid({ error: MESSAGES.destinationRequired });

/** POST /rotation-rules (spec 2 §7). */
export const rotationRuleCreateSchema = z.object({
  from_station_id: idSchema,
  to_station_id: destination,
  line_number: lineNumberField,
  fulfillment_center_id: idSchema.optional(),
});

export type RotationRuleCreateInput = z.output<typeof rotationRuleCreateSchema>;

/** PUT /rotation-rules/{id}: the source station of a rule never changes. */
export const rotationRuleUpdateSchema = z.object({
  to_station_id: destination,
  line_number: lineNumberField,
  fulfillment_center_id: idSchema.optional(),
});

export type RotationRuleUpdateInput = z.output<typeof rotationRuleUpdateSchema>;
