import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { requiredText, requireSomeChange, TEXT_MAX_LENGTH } from './form-fields.ts';
import { idSchema } from './id.ts';

const areaName = requiredText(MESSAGES.routingAreaNameRequired, { label: 'Routing area name', max: TEXT_MAX_LENGTH.name });

/** Spec 2 §5: an external routing area needs a name; new areas start inactive (spec 2 §3). */
export const routingAreaCreateSchema = z.object({
  area_name: areaName,
  is_routing: z.boolean().default(false),
});

export type RoutingAreaCreateInput = z.output<typeof routingAreaCreateSchema>;

/** The Active/Inactive toggle, or a rename. */
export const routingAreaUpdateSchema = requireSomeChange(z.object({ area_name: areaName, is_routing: z.boolean() }).partial());

export type RoutingAreaUpdateInput = z.output<typeof routingAreaUpdateSchema>;

/** An external routing area as the API answers it; only `is_routing` ones are offered on the TV. */
export const routingAreaSchema = z.object({ id: idSchema, fulfillment_center_id: idSchema, area_name: z.string(), is_routing: z.boolean() });

export type RoutingArea = z.infer<typeof routingAreaSchema>;
