import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { LINE_NUMBERS } from '../stations/station-kind.ts';
import { STATION_POSITION_MAX, STATION_POSITION_MIN } from '../stations/station-position.ts';
import { optionalWholeNumber, requiredText, requireSomeChange, TEXT_MAX_LENGTH } from './form-fields.ts';
import { idSchema } from './id.ts';
import { stationSkillIdsSchema } from './skill.ts';

/** Lines are numbered 1 to 4; optional, and cleared to null for stations off the lines. */
export const lineNumberField = optionalWholeNumber(MESSAGES.lineNumberOutOfRange, 1, LINE_NUMBERS.length);

const stationFields = {
  station_code: requiredText(MESSAGES.requiredFieldsMissing, { label: 'Station code', max: TEXT_MAX_LENGTH.code }),
  // The type select sends '' until a type is picked.
  station_type_id: z.uuid({ error: MESSAGES.requiredFieldsMissing }),
  line_number: lineNumberField,
  is_manual: z.boolean(),
  /** Hand used: true right, false left, null not set. */
  is_right_handed: z.boolean().nullable(),
  fulfillment_center_id: idSchema.optional(),
  /** Issue 15: the skills the station requires, by id; when sent, the whole list ([] = none). */
  skill_ids: stationSkillIdsSchema.optional(),
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

/** Spec 1 §5: a stored coordinate is whole and inside the band the map clamps to (decision 085). */
const stationCoordinate = z
  .int({ error: MESSAGES.stationPositionOutOfRange })
  .min(STATION_POSITION_MIN, MESSAGES.stationPositionOutOfRange)
  .max(STATION_POSITION_MAX, MESSAGES.stationPositionOutOfRange);

type CoordinatePair = { position_x?: number | null; position_y?: number | null };

/** Absent, off the map (null), placed: a pair must agree, else the station is half-placed. */
const coordinateState = (value: number | null | undefined) => (value === undefined ? 0 : value === null ? 1 : 2);

/** Names the coordinate that lags behind the other: the one missing, or null beside a number. */
function refineCoordinatePair(value: CoordinatePair, ctx: z.RefinementCtx): void {
  const x = coordinateState(value.position_x);
  const y = coordinateState(value.position_y);
  if (x !== y) ctx.addIssue({ code: 'custom', path: [x < y ? 'position_x' : 'position_y'], message: MESSAGES.stationPositionHalfGiven });
}

/** PUT /stations/{id} from the map: both coordinates to place the station, or both null to take it off the map. */
export const stationPositionSchema = z
  .object({ position_x: stationCoordinate.nullable(), position_y: stationCoordinate.nullable() })
  .superRefine(refineCoordinatePair);

export type StationPositionInput = z.output<typeof stationPositionSchema>;

/**
 * PUT /stations/{id} serves both screens: the map sends a position, the Stations tab the
 * station's fields. Coordinates, when sent, come as a pair.
 */
export const stationPutSchema = requireSomeChange(
  stationUpdateSchema
    .extend({ position_x: stationCoordinate.nullable().optional(), position_y: stationCoordinate.nullable().optional() })
    .superRefine(refineCoordinatePair),
);

export type StationPutInput = z.output<typeof stationPutSchema>;
