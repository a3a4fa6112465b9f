import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { requiredText, requireSomeChange, TEXT_MAX_LENGTH } from './form-fields.ts';

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
