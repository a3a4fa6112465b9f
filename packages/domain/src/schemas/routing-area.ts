import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './form-fields.ts';

/** Spec 2 §5: an external routing area needs a name; new areas start inactive (spec 2 §3). */
export const routingAreaCreateSchema = z.object({
  area_name: requiredText(MESSAGES.routingAreaNameRequired),
  is_routing: z.boolean().default(false),
});

export type RoutingAreaCreateInput = z.output<typeof routingAreaCreateSchema>;

/** The Active/Inactive toggle, or a rename. */
export const routingAreaUpdateSchema = z
  .object({ area_name: requiredText(MESSAGES.routingAreaNameRequired), is_routing: z.boolean() })
  .partial();

export type RoutingAreaUpdateInput = z.output<typeof routingAreaUpdateSchema>;
