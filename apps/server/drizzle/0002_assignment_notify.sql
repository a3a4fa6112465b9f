-- Realtime (DESIGN §2): every insert, update and delete of an assignment is announced on the
-- channel 'assignments' (lowercase: PGlite lowercases LISTEN names) with its center, so every
-- server process delivers it to the browsers watching that center, whatever code made it.
CREATE OR REPLACE FUNCTION notify_assignment_change() RETURNS trigger AS $$
DECLARE
  row_data assignments;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := OLD;
  ELSE
    row_data := NEW;
  END IF;
  PERFORM pg_notify('assignments', json_build_object(
    'event', TG_OP,
    'center_id', row_data.fulfillment_center_id,
    'id', row_data.id,
    'station_id', row_data.station_id,
    'quarter_id', row_data.quarter_id,
    'assignment_date', row_data.assignment_date
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assignments_notify
AFTER INSERT OR UPDATE OR DELETE ON assignments
FOR EACH ROW EXECUTE FUNCTION notify_assignment_change();
