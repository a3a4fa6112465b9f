import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { LINE_NUMBERS } from '../stations/station-kind.ts';
import { optionalWholeNumber, requiredText } from './form-fields.ts';
import { idSchema } from './id.ts';

/** Lines are numbered 1 to 4; optional, and cleared to null for stations off the lines. */
export const lineNumberField = optionalWholeNumber(MESSAGES.lineNumberOutOfRange, 1, LINE_NUMBERS.length);

const stationFields = {
  station_code: requiredText(MESSAGES.requiredFieldsMissing),
  // The type select sends '' until a type is picked.
  station_type_id: z.uuid({ error: MESSAGES.requiredFieldsMissing }),
  line_number: lineNumberField,
  is_manual: z.boolean(),
  /** Hand used: true right, false left, null not set. */
  is_right_handed: z.boolean().nullable(),
  fulfillment_center_id: idSchema.optional(),
};

/** POST /stations (spec 2 §5): code and type required, the rest defaulted. */
export const stationCreateSchema = z.object({
  ...stationFields,
  is_manual: stationFields.is_manual.default(false),
  is_right_handed: stationFields.is_right_handed.default(null),
});

export type StationCreateInput = z.output<typeof stationCreateSchema>;

/** PUT /stations/{id}: only the fields sent change, so no defaults here. */
export const stationUpdateSchema = z.object(stationFields).partial();

export type StationUpdateInput = z.output<typeof stationUpdateSchema>;

/**
 * PUT /stations/{id} from the map: whole-number coordinates (the map rounds them), or both null
 * to take the station off the map.
 */
export const stationPositionSchema = z.union([
  z.object({ position_x: z.int(), position_y: z.int() }),
  z.object({ position_x: z.null(), position_y: z.null() }),
]);

export type StationPositionInput = z.output<typeof stationPositionSchema>;

/**
 * PUT /stations/{id} serves both screens: the map sends a position, the Stations tab the
 * station's fields. Coordinates, when sent, come as a pair.
 */
export const stationPutSchema = stationUpdateSchema
  .extend({ position_x: z.int().nullable().optional(), position_y: z.int().nullable().optional() })
  .refine((v) => (v.position_x === undefined) === (v.position_y === undefined), {
    message: 'position_x and position_y go together',
    path: ['position_y'],
  });

export type StationPutInput = z.output<typeof stationPutSchema>;
