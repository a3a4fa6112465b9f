import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../quarters/local-time.ts';
import { boundedText, optionalText, requiredText, requireSomeChange, TEXT_MAX_LENGTH } from './form-fields.ts';

/** Spec 2 §5 and §9. */
export const CENTER_CODE_MAX_LENGTH = 10;

export type TimeZoneGroup = { label: string; zones: readonly { value: string; label: string }[] };

/** Spec 2 §2: the Facilities tab's time zone choices, in the spec's groups. */
export const TIMEZONE_GROUPS: readonly TimeZoneGroup[] = [
  {
    label: 'United States',
    zones: [
      { value: 'America/New_York', label: 'Eastern Time (New York)' },
      { value: 'America/Detroit', label: 'Eastern Time (Detroit)' },
      { value: 'America/Chicago', label: 'Central Time (Chicago)' },
      { value: 'America/Denver', label: 'Mountain Time (Denver)' },
      { value: 'America/Phoenix', label: 'Mountain Time, no DST (Phoenix)' },
      { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
      { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
      { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
    ],
  },
  {
    label: 'Canada',
    zones: [
      { value: 'America/St_Johns', label: 'Newfoundland Time (St. John’s)' },
      { value: 'America/Halifax', label: 'Atlantic Time (Halifax)' },
      { value: 'America/Toronto', label: 'Eastern Time (Toronto)' },
      { value: 'America/Winnipeg', label: 'Central Time (Winnipeg)' },
      { value: 'America/Regina', label: 'Central Time, no DST (Regina)' },
      { value: 'America/Edmonton', label: 'Mountain Time (Edmonton)' },
      { value: 'America/Vancouver', label: 'Pacific Time (Vancouver)' },
    ],
  },
  {
    label: 'Europe',
    zones: [
      { value: 'Europe/London', label: 'London' },
      { value: 'Europe/Dublin', label: 'Dublin' },
      { value: 'Europe/Paris', label: 'Paris' },
      { value: 'Europe/Berlin', label: 'Berlin' },
      { value: 'Europe/Madrid', label: 'Madrid' },
      { value: 'Europe/Rome', label: 'Rome' },
      { value: 'Europe/Amsterdam', label: 'Amsterdam' },
      { value: 'Europe/Warsaw', label: 'Warsaw' },
    ],
  },
  {
    label: 'Asia Pacific',
    zones: [
      { value: 'Asia/Dubai', label: 'Dubai' },
      { value: 'Asia/Kolkata', label: 'India (Kolkata)' },
      { value: 'Asia/Singapore', label: 'Singapore' },
      { value: 'Asia/Shanghai', label: 'China (Shanghai)' },
      { value: 'Asia/Tokyo', label: 'Tokyo' },
      { value: 'Asia/Seoul', label: 'Seoul' },
    ],
  },
  {
    label: 'Australia & New Zealand',
    zones: [
      { value: 'Australia/Perth', label: 'Perth' },
      { value: 'Australia/Adelaide', label: 'Adelaide' },
      { value: 'Australia/Brisbane', label: 'Brisbane' },
      { value: 'Australia/Sydney', label: 'Sydney' },
      { value: 'Australia/Melbourne', label: 'Melbourne' },
      { value: 'Pacific/Auckland', label: 'Auckland' },
    ],
  },
  {
    label: 'South America',
    zones: [
      { value: 'America/Bogota', label: 'Bogotá' },
      { value: 'America/Lima', label: 'Lima' },
      { value: 'America/Santiago', label: 'Santiago' },
      { value: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires' },
      { value: 'America/Sao_Paulo', label: 'São Paulo' },
    ],
  },
  {
    label: 'Africa',
    zones: [
      { value: 'Africa/Lagos', label: 'Lagos' },
      { value: 'Africa/Cairo', label: 'Cairo' },
      { value: 'Africa/Nairobi', label: 'Nairobi' },
      { value: 'Africa/Johannesburg', label: 'Johannesburg' },
    ],
  },
  { label: 'Other', zones: [{ value: 'UTC', label: 'UTC' }] },
];

const fulfillmentCenterFields = {
  name: requiredText(MESSAGES.nameAndCodeRequired, { label: 'Name', max: TEXT_MAX_LENGTH.name }),
  code: requiredText(MESSAGES.nameAndCodeRequired, { label: 'Code', max: CENTER_CODE_MAX_LENGTH }).transform((code) => code.toUpperCase()),
  location: optionalText({ label: 'Location', max: TEXT_MAX_LENGTH.freeText }),
  address: optionalText({ label: 'Address', max: TEXT_MAX_LENGTH.freeText }),
  // Any zone the runtime knows is kept, so a center set up outside the list still saves.
  timezone: boundedText({ label: 'Time zone', max: TEXT_MAX_LENGTH.code }, { error: MESSAGES.invalidTimeZone }).refine(
    isValidTimeZone,
    MESSAGES.invalidTimeZone,
  ),
};

/** POST /fulfillment-centers. */
export const fulfillmentCenterCreateSchema = z.object({
  ...fulfillmentCenterFields,
  timezone: fulfillmentCenterFields.timezone.default(DEFAULT_TIME_ZONE),
});

export type FulfillmentCenterCreateInput = z.output<typeof fulfillmentCenterCreateSchema>;

/** PUT /fulfillment-centers/{id}: the fields sent, or only is_active (SUDO's toggle). */
export const fulfillmentCenterUpdateSchema = requireSomeChange(z.object({ ...fulfillmentCenterFields, is_active: z.boolean() }).partial());

export type FulfillmentCenterUpdateInput = z.output<typeof fulfillmentCenterUpdateSchema>;
