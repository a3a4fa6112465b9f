/**
 * The one Drizzle schema for PGlite and PostgreSQL (DESIGN §2-§4). Invariants the spec relies
 * on are enforced here, by the database, so they hold with several server processes:
 * one assignment per (station, quarter, date) and per (employee, quarter, date), unique
 * center codes, quarter numbers, one active quarter per center, rotation destinations and TV
 * station configs. Deleting a center, station, quarter or employee cascades to what depends
 * on it (DESIGN §4 Deletion).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanReason } from '@stationboard/domain/schemas/plan';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Every row that belongs to a center carries it (DESIGN §3) and goes when the center goes. */
const centerRef = () =>
  uuid('fulfillment_center_id')
    .notNull()
    .references(() => fulfillmentCenters.id, { onDelete: 'cascade' });

export const fulfillmentCenters = pgTable(
  'fulfillment_centers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    location: text('location'),
    address: text('address'),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    isActive: boolean('is_active').notNull().default(true),
    /** Issue 29 (decision 156): at most this many consecutive quarters on a high-strain station. */
    maxStrainQuarters: integer('max_strain_quarters').notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fulfillment_centers_code_key').on(t.code),
    check('fulfillment_centers_code_length', sql`char_length(${t.code}) between 1 and 10`),
    check('fulfillment_centers_max_strain_quarters_range', sql`${t.maxStrainQuarters} between 1 and 20`),
  ],
);

/**
 * The center's change sequence (issue 12, decision 119): one number per center, raised at
 * commit by the triggers of migration 0006 for every assignment change and once per
 * transaction that changes anything else the screens read (stations, quarters, employees...).
 * Realtime messages carry it, so a browser sees a gap; polled reads derive their ETag from it.
 */
export const centerChanges = pgTable('center_changes', {
  fulfillmentCenterId: uuid('fulfillment_center_id')
    .primaryKey()
    .references(() => fulfillmentCenters.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

// Accounts: the better-auth core tables (user, session, account, verification). JS keys are
// the field names better-auth expects; columns are snake_case like the rest of the schema.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    employee_id: text('employee_id'),
    display_name: text('display_name'),
    // The center an ADMIN or SUDO last selected (PUT /auth/fulfillment-center).
    fulfillment_center_id: uuid('fulfillment_center_id').references(() => fulfillmentCenters.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Spec 1 §3 role record. `role` is null while the account is pending approval (DESIGN §4). */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    employeeId: text('employee_id').notNull(),
    fulfillmentCenterId: centerRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_user_key').on(t.userId),
    index('roles_center_employee_idx').on(t.fulfillmentCenterId, t.employeeId),
    check('roles_role_value', sql`${t.role} is null or ${t.role} in ('VIEW', 'MANAGER', 'ADMIN', 'SUDO')`),
  ],
);

export const quarters = pgTable(
  'quarters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    quarterName: text('quarter_name').notNull(),
    quarterNumber: integer('quarter_number').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    shift: text('shift').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quarters_center_number_key').on(t.fulfillmentCenterId, t.quarterNumber),
    // At most one quarter of a center is flagged active (decision 092).
    uniqueIndex('quarters_center_active_key').on(t.fulfillmentCenterId).where(sql`${t.isActive}`),
    check('quarters_number_range', sql`${t.quarterNumber} between 1 and 20`),
    check('quarters_not_empty', sql`${t.startTime} <> ${t.endTime}`),
  ],
);

export const stationTypes = pgTable(
  'station_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('station_types_center_name_key').on(t.fulfillmentCenterId, t.name)],
);

export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    stationCode: text('station_code').notNull(),
    // A type in use cannot be deleted out from under its stations.
    stationTypeId: uuid('station_type_id')
      .notNull()
      .references(() => stationTypes.id, { onDelete: 'restrict' }),
    lineNumber: integer('line_number'),
    positionX: integer('position_x'),
    positionY: integer('position_y'),
    isActive: boolean('is_active').notNull().default(true),
    isManual: boolean('is_manual').notNull().default(false),
    isRightHanded: boolean('is_right_handed'),
    /**
     * Issue 25 (decision 137): set when the last Deactivate Line of the station's line switched it
     * off, so Activate Line restores exactly those; null for a station on, or off on purpose.
     */
    lineDeactivatedAt: timestamp('line_deactivated_at', { withTimezone: true }),
    /** Issue 29 (decision 156): units one head moves in an hour here; null = no rate set. */
    unitsPerHour: numeric('units_per_hour', { mode: 'number' }),
    /** Issue 29 (decision 156): a station nobody should stand at for more than the center's max_strain_quarters in a row. */
    isHighStrain: boolean('is_high_strain').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stations_center_code_key').on(t.fulfillmentCenterId, t.stationCode),
    // The badge scan walks a center's active stations in code order to the first free one (decision 111).
    index('stations_center_active_code_order_idx').on(t.fulfillmentCenterId, sql`${t.stationCode} collate "station_code"`, t.id).where(sql`${t.isActive}`),
    index('stations_center_type_idx').on(t.fulfillmentCenterId, t.stationTypeId),
    check('stations_line_range', sql`${t.lineNumber} is null or ${t.lineNumber} between 1 and 4`),
    check('stations_units_per_hour_positive', sql`${t.unitsPerHour} is null or ${t.unitsPerHour} > 0`),
  ],
);

/** A station's code under the collation migration 0007 makes: compareStationCodes' order (decision 112). */
export const stationCodeCollated = sql`${stations.stationCode} collate "station_code"`;

/** ORDER BY for stations as compareStationsByCode orders them: by that code, then by id. */
export const stationCodeOrder = [stationCodeCollated, stations.id];

const stationRef = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => stations.id, { onDelete: 'cascade' });

const quarterRef = () =>
  uuid('quarter_id')
    .notNull()
    .references(() => quarters.id, { onDelete: 'cascade' });

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    name: text('name').notNull(),
    // The alias or login (spec 2 §3), not the primary key.
    employeeId: text('employee_id'),
    departmentId: bigint('department_id', { mode: 'number' }),
    badgeBarcodeId: bigint('badge_barcode_id', { mode: 'number' }),
    employeeUid: bigint('employee_uid', { mode: 'number' }),
    employmentStartDate: date('employment_start_date'),
    isActive: boolean('is_active').notNull().default(true),
    // Issue 14: the language a kiosk shows this person's scan result in; null = not set.
    preferredLanguage: text('preferred_language'),
    /**
     * Issue 25 (decision 137): the id the popover's Create & Assign sent with the call that made
     * this person, so a retry of that call finds them instead of making a second one.
     */
    creationRequestId: uuid('creation_request_id'),
    /**
     * Issue 28 (decision 149): who works when. The pattern's name (FHD, BHD, FHN, BHN, custom;
     * null = none), its weekdays written out (Sunday = 0) and day or night, between optional dates.
     */
    shiftPattern: text('shift_pattern'),
    workDays: smallint('work_days').array().notNull().default(sql`'{}'::smallint[]`),
    shift: text('shift'),
    patternStartsOn: date('pattern_starts_on'),
    patternEndsOn: date('pattern_ends_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_creation_request_key').on(t.creationRequestId),
    check('employees_preferred_language_known', sql`${t.preferredLanguage} in ('en', 'es')`),
    check('employees_shift_pattern_known', sql`${t.shiftPattern} in ('FHD', 'BHD', 'FHN', 'BHN', 'custom')`),
    check('employees_shift_known', sql`${t.shift} in ('day', 'night')`),
    // Bulk upload upserts by employee_uid within a center.
    uniqueIndex('employees_center_uid_key').on(t.fulfillmentCenterId, t.employeeUid),
    index('employees_center_badge_idx').on(t.fulfillmentCenterId, t.badgeBarcodeId),
    index('employees_center_login_idx').on(t.fulfillmentCenterId, sql`lower(${t.employeeId})`),
    index('employees_center_name_idx').on(t.fulfillmentCenterId, sql`lower(${t.name})`),
    check('employees_name_not_blank', sql`char_length(trim(${t.name})) > 0`),
  ],
);

export const wildcardAssignments = pgTable(
  'wildcard_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    wildcardEmployeeId: uuid('wildcard_employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    wildcardEmployeeName: text('wildcard_employee_name').notNull(),
    stationId: stationRef('station_id'),
    quarterId: quarterRef(),
    assignmentDate: date('assignment_date').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('wildcard_assignments_center_date_idx').on(t.fulfillmentCenterId, t.assignmentDate)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    stationId: stationRef('station_id'),
    quarterId: quarterRef(),
    assignmentDate: date('assignment_date').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    employeeName: text('employee_name').notNull(),
    isWildcard: boolean('is_wildcard').notNull().default(false),
    wildcardAssignmentId: uuid('wildcard_assignment_id').references(() => wildcardAssignments.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by'),
    checkedIn: boolean('checked_in').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    // Issue 15: the reason a MANAGER+ gave to assign someone lacking a required skill; null = no override.
    overrideReason: text('override_reason'),
    // Issue 29 (decision 160): why the auto-plan put this person here ({code, from_station}); null when a person or a scan did.
    planReason: jsonb('plan_reason').$type<PlanReason>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assignments_station_quarter_date_key').on(t.stationId, t.quarterId, t.assignmentDate),
    uniqueIndex('assignments_employee_quarter_date_key').on(t.employeeId, t.quarterId, t.assignmentDate),
    // The quarter view and dashboard read one center's quarter on one date. No index leads
    // with the quarter alone: the map's per-station lookups must take the station key above.
    index('assignments_center_date_quarter_idx').on(t.fulfillmentCenterId, t.assignmentDate, t.quarterId),
    index('assignments_employee_date_idx').on(t.employeeId, t.assignmentDate),
    // A few stations over a range of dates: the dashboard's indirect hours (decision 113).
    index('assignments_station_date_idx').on(t.stationId, t.assignmentDate),
  ],
);

export const rotationRules = pgTable(
  'rotation_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    fromStationId: stationRef('from_station_id'),
    toStationId: stationRef('to_station_id'),
    lineNumber: integer('line_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One person rotates to a station (DESIGN §3) and a station sends its person to one place.
    uniqueIndex('rotation_rules_center_destination_key').on(t.fulfillmentCenterId, t.toStationId),
    uniqueIndex('rotation_rules_center_source_key').on(t.fulfillmentCenterId, t.fromStationId),
    check('rotation_rules_not_self', sql`${t.fromStationId} <> ${t.toStationId}`),
  ],
);

export const tvCenterConfigs = pgTable(
  'tv_center_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    maximumAttendance: integer('maximum_attendance').notNull().default(50),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tv_center_configs_center_key').on(t.fulfillmentCenterId), check('tv_center_configs_maximum_positive', sql`${t.maximumAttendance} >= 1`)],
);

export const tvStationConfigs = pgTable(
  'tv_station_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    centerConfigId: uuid('center_config_id')
      .notNull()
      .references(() => tvCenterConfigs.id, { onDelete: 'cascade' }),
    stationId: stationRef('station_id'),
    fulfillmentCenterId: centerRef(),
    criticalStation: boolean('critical_station').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tv_station_configs_config_station_key').on(t.centerConfigId, t.stationId)],
);

export const externalRoutingAreas = pgTable(
  'external_routing_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    areaName: text('area_name').notNull(),
    isRouting: boolean('is_routing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('external_routing_areas_center_name_idx').on(t.fulfillmentCenterId, t.areaName),
    check('external_routing_areas_name_not_blank', sql`char_length(trim(${t.areaName})) > 0`),
  ],
);

/** Issue 15: the skills and certifications of a center; names unique without regard to case. */
export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('skills_center_name_key').on(t.fulfillmentCenterId, sql`lower(${t.name})`),
    check('skills_name_not_blank', sql`char_length(trim(${t.name})) > 0`),
  ],
);

const skillRef = () =>
  uuid('skill_id')
    .notNull()
    .references(() => skills.id, { onDelete: 'cascade' });

/** The skills a station requires (issue 15); a skill of the station's own center (the server checks). */
export const stationSkills = pgTable(
  'station_skills',
  {
    stationId: stationRef('station_id'),
    skillId: skillRef(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.skillId] }), index('station_skills_skill_idx').on(t.skillId)],
);

/** The skills a person holds (issue 15); `expires_on` is the last valid day, null = never expires. */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    skillId: skillRef(),
    expiresOn: date('expires_on'),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.skillId] }), index('employee_skills_skill_idx').on(t.skillId)],
);

/**
 * Issue 28 (decision 149): a person's exception on an operating day: time off, VTO, VET or a
 * call-out. One of each kind per person and date.
 */
export const employeeExceptions = pgTable(
  'employee_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    kind: text('kind').notNull(),
    note: text('note'),
    /** Decision 153: the stations (and quarters) a call-out took the person off, listed as open on the dashboard while nobody fills them. */
    freedStations: jsonb('freed_stations').$type<{ station_id: string; quarter_id: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employee_exceptions_person_date_kind_key').on(t.employeeId, t.date, t.kind),
    index('employee_exceptions_center_date_idx').on(t.fulfillmentCenterId, t.date),
    check('employee_exceptions_kind_known', sql`${t.kind} in ('time_off', 'vto', 'vet', 'call_out')`),
  ],
);

/**
 * Audit rows outlive what they describe (a deleted center's CASCADE_DELETE row must stay),
 * so they reference nothing; ids are kept as text.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: uuid('fulfillment_center_id'),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id'),
    employeeName: text('employee_name'),
    employeeId: text('employee_id'),
    stationName: text('station_name'),
    stationId: text('station_id'),
    quarterId: text('quarter_id'),
    assignmentDate: date('assignment_date'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_center_created_idx').on(t.fulfillmentCenterId, t.createdAt),
    index('audit_logs_center_action_idx').on(t.fulfillmentCenterId, t.action),
    index('audit_logs_employee_idx').on(t.employeeId),
    index('audit_logs_station_idx').on(t.stationId),
  ],
);

/**
 * Issue 14 (decision 126): one row per kiosk scan call, keyed by the kiosk's scan_id and the
 * call. The first request claims the row (status 'pending'), runs the scan, and stores its
 * answer (status 'done'): the HTTP status and body every later request with the same key gets.
 * The row is the arbiter across requests and server processes.
 */
export const scanReceipts = pgTable(
  'scan_receipts',
  {
    scanId: uuid('scan_id').notNull(),
    call: text('call').notNull(),
    fulfillmentCenterId: centerRef(),
    badgeValue: text('badge_value').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // When the current claim was taken, and by whom: a pending claim much older than a scan
    // takes is stale (its process died) and may be claimed again; only the holder stores the answer.
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token').notNull(),
    status: text('status').notNull().default('pending'),
    httpStatus: integer('http_status'),
    // The body as it was sent, byte for byte (decision 136): a jsonb column would reorder its keys.
    answer: text('answer'),
  },
  (t) => [
    primaryKey({ columns: [t.scanId, t.call] }),
    index('scan_receipts_center_received_idx').on(t.fulfillmentCenterId, t.receivedAt),
    check('scan_receipts_call_known', sql`${t.call} in ('tv-auto-assign', 'tv-badge-scan')`),
    check('scan_receipts_status_known', sql`${t.status} in ('pending', 'done')`),
    check('scan_receipts_done_has_answer', sql`${t.status} = 'pending' or (${t.httpStatus} is not null and ${t.answer} is not null)`),
  ],
);

/**
 * Counters of the rate limits on sign-in, sign-up and emails. Kept in the database so the
 * limits hold across several server processes (DESIGN §2: no state only one process knows).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A bulk upload on its way in (decision 105): its checked rows are staged here in short
 * transactions, then moved into `employees`. One still here at start-up was cut short by a
 * crash: a staged one is finished, one still being staged is dropped.
 */
export const bulkUploads = pgTable('bulk_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fulfillmentCenterId: centerRef(),
  fileName: text('file_name').notNull(),
  createdBy: text('created_by'),
  skipped: integer('skipped').notNull(),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  isStaged: boolean('is_staged').notNull().default(false),
  createdAt: createdAt(),
});

export const bulkUploadRows = pgTable(
  'bulk_upload_rows',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => bulkUploads.id, { onDelete: 'cascade' }),
    // The row's place in the file from 0: rows move in ranges of it.
    ordinal: integer('ordinal').notNull(),
    employeeUid: bigint('employee_uid', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    badgeBarcodeId: bigint('badge_barcode_id', { mode: 'number' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    employeeId: text('employee_id'),
    employmentStartDate: date('employment_start_date'),
    isActive: boolean('is_active').notNull(),
    preferredLanguage: text('preferred_language'),
    // Issue 15: the skills the Skills cell named; null = blank, the person keeps theirs.
    skillIds: uuid('skill_ids').array(),
    // Issue 28: the row's shift pattern written out; a null pattern = blank, the person keeps theirs.
    shiftPattern: text('shift_pattern'),
    workDays: smallint('work_days').array(),
    shift: text('shift'),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.ordinal] })],
);

/**
 * Issue 27 (decision 146): the day plan's undo and redo. One row per step (a paste, a copy,
 * a roll forward, a clear) a user made at a center, with every cell it changed, before and
 * after. `state` is 'done' (undo takes the author's latest) or 'undone' (redo takes the latest
 * undone; a new step drops them). `position` orders a user's steps at a center: each step and
 * each undo or redo of one takes the next number.
 */
export const planSteps = pgTable(
  'plan_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    // The author as the audit rows name them (Acting.employeeId).
    author: text('author').notNull(),
    action: text('action').notNull(),
    state: text('state').notNull(),
    position: integer('position').notNull(),
    dates: date('dates').array().notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_steps_author_idx').on(t.fulfillmentCenterId, t.author, t.position), check('plan_steps_state', sql`${t.state} in ('done', 'undone')`)],
);

/**
 * Issue 29 (decision 156): a line's labour standard at a center, the fewest and most heads it
 * runs with (either may be unset). No row is a line without a standard.
 */
export const lineStandards = pgTable(
  'line_standards',
  {
    fulfillmentCenterId: centerRef(),
    lineNumber: integer('line_number').notNull(),
    minHeads: integer('min_heads'),
    maxHeads: integer('max_heads'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fulfillmentCenterId, t.lineNumber] }),
    check('line_standards_line_range', sql`${t.lineNumber} between 1 and 4`),
    check('line_standards_min_heads', sql`${t.minHeads} is null or ${t.minHeads} >= 0`),
    check('line_standards_max_heads', sql`${t.maxHeads} is null or ${t.maxHeads} >= 0`),
    check('line_standards_min_not_above_max', sql`${t.minHeads} is null or ${t.maxHeads} is null or ${t.minHeads} <= ${t.maxHeads}`),
  ],
);

/**
 * Issue 29 (decision 156): the units forecast for a line in one quarter of an operating day
 * (`date` is the operating day, as the plan grid's; a night quarter after midnight keeps its
 * evening's date). No row is no volume entered.
 */
export const demandVolumes = pgTable(
  'demand_volumes',
  {
    fulfillmentCenterId: centerRef(),
    date: date('date').notNull(),
    quarterId: quarterRef(),
    lineNumber: integer('line_number').notNull(),
    units: integer('units').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.quarterId, t.date, t.lineNumber] }),
    index('demand_volumes_center_date_idx').on(t.fulfillmentCenterId, t.date),
    check('demand_volumes_line_range', sql`${t.lineNumber} between 1 and 4`),
    check('demand_volumes_units', sql`${t.units} >= 0`),
  ],
);

/**
 * Issue 30 (decision 166): a center's tokens for its other systems. Only the secret's SHA-256
 * is kept (the secret is 32 random bytes, so a slow hash adds nothing); `hint` is its first
 * characters for the list. A revoked token stays, so the audit rows that name it still explain.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    secretHash: text('secret_hash').notNull(),
    hint: text('hint').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_secret_hash_key').on(t.secretHash), index('api_tokens_center_idx').on(t.fulfillmentCenterId)],
);

/**
 * Issue 30 (decision 167): a center's signed webhook endpoints. The secret is kept as given
 * (`whsec_` + base64), since signing needs it; the API shows it only at registration.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfillmentCenterId: centerRef(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_center_idx').on(t.fulfillmentCenterId)],
);

/**
 * One event for one endpoint, written in the transaction of the change it tells of; its id is
 * the `webhook-id` a receiver deduplicates by. The job queue (pg-boss) carries the attempts;
 * this row is the delivery log the API lists.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** No attempt after this: 24 hours after the event, or after an ADMIN's Redeliver. */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
