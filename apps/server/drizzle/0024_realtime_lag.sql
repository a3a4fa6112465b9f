-- Issue 30 (decision 172): every realtime announcement says when the database made it (`at`,
-- milliseconds since the epoch, the clock at the change's statement), so each server can
-- measure how long it took to reach its sockets (stationboard_realtime_lag_seconds). Otherwise
-- as migrations 0010 and 0019; the server strips `at` before sending the change to clients.
CREATE OR REPLACE FUNCTION announce_center_refresh(center uuid) RETURNS void AS $$
DECLARE
  seen text := coalesce(current_setting('stationboard.refreshed_centers', true), '');
  seq bigint;
BEGIN
  IF position(center::text IN seen) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('stationboard.refreshed_centers', seen || center::text || ',', true);
  seq := next_center_change(center);
  IF seq IS NOT NULL THEN
    PERFORM pg_notify('assignments', json_build_object('kind', 'refresh', 'center_id', center, 'seq', seq, 'at', floor(extract(epoch from clock_timestamp()) * 1000))::text);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
    'at', floor(extract(epoch from clock_timestamp()) * 1000),
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
