CREATE TABLE "center_changes" (
	"fulfillment_center_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_changes" ADD CONSTRAINT "center_changes_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 12 (decision 119). Raises the center's change sequence and answers the new number,
-- or null when the center itself is gone (deleted in the same transaction).
CREATE OR REPLACE FUNCTION next_center_change(center uuid) RETURNS bigint AS $$
  INSERT INTO center_changes (fulfillment_center_id, seq)
  SELECT center, 1 WHERE EXISTS (SELECT 1 FROM fulfillment_centers WHERE id = center)
  ON CONFLICT (fulfillment_center_id) DO UPDATE SET seq = center_changes.seq + 1
  RETURNING seq;
$$ LANGUAGE sql;
--> statement-breakpoint
-- An assignment as the API answers it (assignmentSchema; a test holds the two together).
CREATE OR REPLACE FUNCTION assignment_json(a assignments) RETURNS json AS $$
  SELECT json_build_object(
    'id', a.id, 'station_id', a.station_id, 'station_code', st.station_code, 'quarter_id', a.quarter_id,
    'assignment_date', to_char(a.assignment_date, 'YYYY-MM-DD'),
    'employee_id', a.employee_id, 'employee_name', a.employee_name,
    'employee', json_build_object('name', a.employee_name, 'employee_id', e.employee_id),
    'is_wildcard', a.is_wildcard,
    'wildcard_assignment', CASE WHEN a.wildcard_assignment_id IS NULL THEN NULL ELSE json_build_object('id', a.wildcard_assignment_id) END,
    'created_by', a.created_by, 'fulfillment_center_id', a.fulfillment_center_id,
    'checked_in', a.checked_in,
    'checked_in_at', to_char(a.checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM stations st JOIN employees e ON e.id = a.employee_id
  WHERE st.id = a.station_id;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- What the counters need to know of a station (quarterStatsChange in packages/domain).
CREATE OR REPLACE FUNCTION station_facts(station uuid) RETURNS json AS $$
  SELECT json_build_object('line_number', st.line_number, 'is_active', st.is_active, 'type_name', t.name)
  FROM stations st JOIN station_types t ON t.id = st.station_type_id
  WHERE st.id = station;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Every assignment change is announced at commit with the center's next sequence number and
-- what a screen needs to patch itself: the row after (INSERT, UPDATE) and the row before
-- (UPDATE, DELETE), each with its station's facts. Deferred to commit so the center's
-- sequence row is locked last, after every other lock of the transaction (no deadlock), and
-- numbers are given in commit order.
CREATE OR REPLACE FUNCTION notify_assignment_change() RETURNS trigger AS $$
DECLARE
  center uuid;
  seq bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN center := OLD.fulfillment_center_id; ELSE center := NEW.fulfillment_center_id; END IF;
  seq := next_center_change(center);
  IF seq IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('assignments', json_build_object(
    'kind', 'assignment',
    'center_id', center,
    'seq', seq,
    'event', TG_OP,
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
--> statement-breakpoint
DROP TRIGGER assignments_notify ON assignments;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assignments_notify
AFTER INSERT OR UPDATE OR DELETE ON assignments
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION notify_assignment_change();
--> statement-breakpoint
-- Anything else a screen reads (the layout, types, critical flags, rotation rules, quarters,
-- employees, the TV config, routing areas, the center itself): once per transaction and
-- center, at commit, the sequence moves on and a 'refresh' is announced. TG_ARGV[0] names the
-- column holding the center.
CREATE OR REPLACE FUNCTION notify_center_refresh() RETURNS trigger AS $$
DECLARE
  center uuid;
  seen text := coalesce(current_setting('stationboard.refreshed_centers', true), '');
  seq bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    center := (to_jsonb(OLD) ->> TG_ARGV[0])::uuid;
  ELSE
    center := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  END IF;
  IF position(center::text IN seen) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('stationboard.refreshed_centers', seen || center::text || ',', true);
  seq := next_center_change(center);
  IF seq IS NOT NULL THEN
    PERFORM pg_notify('assignments', json_build_object('kind', 'refresh', 'center_id', center, 'seq', seq)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER fulfillment_centers_refresh AFTER INSERT OR UPDATE OR DELETE ON fulfillment_centers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stations_refresh AFTER INSERT OR UPDATE OR DELETE ON stations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_types_refresh AFTER INSERT OR UPDATE OR DELETE ON station_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rotation_rules_refresh AFTER INSERT OR UPDATE OR DELETE ON rotation_rules DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER quarters_refresh AFTER INSERT OR UPDATE OR DELETE ON quarters DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER employees_refresh AFTER INSERT OR UPDATE OR DELETE ON employees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tv_center_configs_refresh AFTER INSERT OR UPDATE OR DELETE ON tv_center_configs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tv_station_configs_refresh AFTER INSERT OR UPDATE OR DELETE ON tv_station_configs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER external_routing_areas_refresh AFTER INSERT OR UPDATE OR DELETE ON external_routing_areas DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notify_center_refresh('fulfillment_center_id');
