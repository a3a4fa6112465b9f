-- Written by `npm run db:assignment-json` from the assignment's fields in
-- src/floor/assignment-row.ts (decision 140): change those and run it again, never this file.
CREATE OR REPLACE FUNCTION assignment_json(a assignments) RETURNS json AS $$
  SELECT json_build_object(
    'id', a."id",
    'station_id', a."station_id",
    'station_code', st."station_code",
    'quarter_id', a."quarter_id",
    'assignment_date', to_char(a."assignment_date", 'YYYY-MM-DD'),
    'employee_id', a."employee_id",
    'employee_name', a."employee_name",
    'employee', json_build_object('name', a."employee_name", 'employee_id', e."employee_id"),
    'is_wildcard', a."is_wildcard",
    'wildcard_assignment', case when a."wildcard_assignment_id" is null then null else json_build_object('id', a."wildcard_assignment_id") end,
    'created_by', a."created_by",
    'fulfillment_center_id', a."fulfillment_center_id",
    'checked_in', a."checked_in",
    'checked_in_at', to_char(a."checked_in_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'override_reason', a."override_reason",
    'created_at', to_char(a."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(a."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM "employees" e, "stations" st
  WHERE e."id" = a."employee_id" AND st."id" = a."station_id";
$$ LANGUAGE sql STABLE;
