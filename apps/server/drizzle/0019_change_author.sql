-- Issue 27 (decision 159): an assignment change names who made it. The server sets
-- `stationboard.actor` to the acting user's employee ID for the transaction of every audited
-- change (lib/audit.ts auditedChange); the announcement carries it as `by` (null for the system),
-- so a manager sees who changed a cell they are looking at. Otherwise as migration 0010.
CREATE OR REPLACE FUNCTION notify_assignment_change() RETURNS trigger AS $$
DECLARE
  center uuid;
  changes integer := coalesce(nullif(current_setting('stationboard.assignment_changes', true), ''), '0')::integer + 1;
  seq bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN center := OLD.fulfillment_center_id; ELSE center := NEW.fulfillment_center_id; END IF;
  PERFORM set_config('stationboard.assignment_changes', changes::text, true);
  IF changes > 50 THEN
    PERFORM announce_center_refresh(center);
    RETURN NULL;
  END IF;
  seq := next_center_change(center);
  IF seq IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('assignments', json_build_object(
    'kind', 'assignment',
    'center_id', center,
    'seq', seq,
    'event', TG_OP,
    'by', nullif(current_setting('stationboard.actor', true), ''),
    'assignment', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE json_build_object('row', assignment_json(NEW), 'station', station_facts(NEW.station_id)) END,
    'previous', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE json_build_object(
      'row', json_build_object('id', OLD.id, 'station_id', OLD.station_id, 'quarter_id', OLD.quarter_id,
        'assignment_date', to_char(OLD.assignment_date, 'YYYY-MM-DD'), 'employee_id', OLD.employee_id,
        'is_wildcard', OLD.is_wildcard, 'checked_in', OLD.checked_in),
      'station', station_facts(OLD.station_id)) END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
