/**
 * Issue 29 (decision 156): labour standards and the volume of an operating day, as the API has
 * them. A station's rate and high-strain flag, a line's fewest and most heads, the center's
 * longest run on a high-strain station; the units per line and quarter of a date, and what
 * they come to in heads.
 */
import { z } from 'zod';
import { REQUIRED_BASES } from '../demand/required-heads.ts';
import { MESSAGES } from '../messages.ts';
import { LINE_NUMBERS } from '../stations/station-kind.ts';
import { dateSchema, idSchema } from './id.ts';

/** The most units a line can be given in one quarter: far above any floor, below integer overflow. */
export const UNITS_MAX = 10_000_000;
/** The fastest rate a station can be given, in units per labour hour. */
export const UNITS_PER_HOUR_MAX = 100_000;
/** The most heads a line's standard can name. */
export const HEADS_MAX = 1000;
/** The longest run of quarters on a high-strain station a center can allow (a center has at most 20 quarters). */
export const STRAIN_QUARTERS_MAX = 20;

const lineSchema = z.int(MESSAGES.demandLineInvalid).min(1, MESSAGES.demandLineInvalid).max(LINE_NUMBERS.length, MESSAGES.demandLineInvalid);
const headsSchema = z.int(MESSAGES.demandHeadsInvalid).min(0, MESSAGES.demandHeadsInvalid).max(HEADS_MAX, MESSAGES.demandHeadsInvalid).nullable();
export const unitsSchema = z.int(MESSAGES.demandUnitsInvalid).min(0, MESSAGES.demandUnitsInvalid).max(UNITS_MAX, MESSAGES.demandUnitsInvalid);
export const unitsPerHourSchema = z
  .number(MESSAGES.demandRateInvalid)
  .positive(MESSAGES.demandRateInvalid)
  .max(UNITS_PER_HOUR_MAX, MESSAGES.demandRateInvalid)
  .nullable();

/** A line's labour standard: either bound may be unset; the minimum may not pass the maximum. */
export const lineStandardSchema = z
  .object({ line: lineSchema, min_heads: headsSchema, max_heads: headsSchema })
  .refine(({ min_heads: min, max_heads: max }) => min === null || max === null || min <= max, { message: MESSAGES.demandMinAboveMax, path: ['min_heads'] });

export type LineStandardAnswer = z.infer<typeof lineStandardSchema>;

/** One station as the standards carry it: what the Demand tab shows and edits. */
export const stationStandardSchema = z.object({
  station_id: idSchema,
  station_code: z.string(),
  line_number: z.int().nullable(),
  is_active: z.boolean(),
  is_critical: z.boolean(),
  /** An indirect station, on a line or not: its rate is not counted towards a line's heads. */
  is_indirect: z.boolean(),
  units_per_hour: z.number().nullable(),
  is_high_strain: z.boolean(),
});

export type StationStandard = z.infer<typeof stationStandardSchema>;

/** GET /api/demand/standards: every line 1-4, every station of the center in code order, and N. */
export const demandStandardsSchema = z.object({
  max_strain_quarters: z.int(),
  lines: z.array(lineStandardSchema),
  stations: z.array(stationStandardSchema),
});

export type DemandStandards = z.infer<typeof demandStandardsSchema>;

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string | number) => new Set(items.map(key)).size === items.length;

/** PUT /api/demand/standards (ADMIN and up): only what is sent changes. */
export const demandStandardsInputSchema = z.object({
  max_strain_quarters: z
    .int(MESSAGES.demandStrainInvalid)
    .min(1, MESSAGES.demandStrainInvalid)
    .max(STRAIN_QUARTERS_MAX, MESSAGES.demandStrainInvalid)
    .optional(),
  lines: z
    .array(lineStandardSchema)
    .max(LINE_NUMBERS.length)
    .refine((lines) => uniqueBy(lines, (line) => line.line), MESSAGES.demandLineTwice)
    .optional(),
  stations: z
    .array(z.object({ station_id: idSchema, units_per_hour: unitsPerHourSchema, is_high_strain: z.boolean() }))
    .max(5000)
    .refine((stations) => uniqueBy(stations, (station) => station.station_id), MESSAGES.demandStationTwice)
    .optional(),
  fulfillment_center_id: idSchema.optional(),
});

export type DemandStandardsInput = z.output<typeof demandStandardsInputSchema>;

/** The most cells one PUT sets: every line of a center's 20 quarters. */
export const VOLUMES_MAX = 20 * LINE_NUMBERS.length;

/** PUT /api/demand/{date}: units per quarter and line; null or absent clears the cell. */
export const demandVolumesInputSchema = z.object({
  volumes: z
    .array(z.object({ quarter_id: idSchema, line: lineSchema, units: unitsSchema.nullable().optional() }))
    .min(1)
    .max(VOLUMES_MAX)
    .refine((volumes) => uniqueBy(volumes, (v) => `${v.quarter_id}|${v.line}`), MESSAGES.demandVolumeTwice),
  fulfillment_center_id: idSchema.optional(),
});

export type DemandVolumesInput = z.output<typeof demandVolumesInputSchema>;

export const demandDateParamsSchema = z.object({ date: dateSchema });
export const demandCenterQuerySchema = z.object({ fulfillment_center_id: idSchema.optional() });

/** One line in one quarter of the day: its volume, the heads it needs and why, and who is planned, expected and in. */
export const demandLineSchema = z.object({
  quarter_id: idSchema,
  line: z.int(),
  units: z.int().nullable(),
  required: z.int(),
  basis: z.enum(REQUIRED_BASES),
  planned: z.int(),
  /** Planned × the quarter's forecast show rate, to the nearest person; null without a rate (no history, or a day that is over). */
  expected: z.int().nullable(),
  checked_in: z.int(),
});

export type DemandLine = z.infer<typeof demandLineSchema>;

/** GET /api/demand/{date}: per quarter (in the day's order) and line. */
export const demandDaySchema = z.object({ date: z.string(), lines: z.array(demandLineSchema) });

export type DemandDay = z.infer<typeof demandDaySchema>;

/** POST /api/demand/upload: rows set (a blank units cell clears), and the bad rows skipped with why. */
export const demandUploadResultSchema = z.object({ saved: z.int(), skipped: z.int(), errors: z.array(z.string()) });

export type DemandUploadResult = z.infer<typeof demandUploadResultSchema>;

/**
 * POST /api/demand/standards/upload (decision 161), all or nothing: with no row errors, how many
 * stations and lines changed (a row that repeats what is there changes nothing); with any,
 * `saved` false, nothing written, and every error with its row and column.
 */
export const standardsUploadResultSchema = z.object({
  saved: z.boolean(),
  stations: z.int(),
  lines: z.int(),
  errors: z.array(z.object({ row: z.int(), column: z.string().nullable(), message: z.string() })),
});

export type StandardsUploadResult = z.infer<typeof standardsUploadResultSchema>;
