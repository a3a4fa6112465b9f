-- Issue 15 (decision 131): skills and certifications. A center's skills (names unique without case),
-- the skills a station requires, the skills a person holds (expires_on = the last valid day),
-- and the reason a manager gave to assign someone lacking a required skill.
CREATE TABLE "employee_skills" (
	"employee_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"expires_on" date,
	CONSTRAINT "employee_skills_employee_id_skill_id_pk" PRIMARY KEY("employee_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_name_not_blank" CHECK (char_length(trim("skills"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "station_skills" (
	"station_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "station_skills_station_id_skill_id_pk" PRIMARY KEY("station_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD COLUMN "skill_ids" uuid[];--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_skills" ADD CONSTRAINT "station_skills_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_skills" ADD CONSTRAINT "station_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_skills_skill_idx" ON "employee_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_center_name_key" ON "skills" USING btree ("fulfillment_center_id",lower("name"));--> statement-breakpoint
CREATE INDEX "station_skills_skill_idx" ON "station_skills" USING btree ("skill_id");--> statement-breakpoint
-- The assignment as the API answers it (assignmentSchema) now carries override_reason: the
-- realtime announcements of migration 0006 build it with this function.
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
    'override_reason', a.override_reason,
    'created_at', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM stations st JOIN employees e ON e.id = a.employee_id
  WHERE st.id = a.station_id;
$$ LANGUAGE sql STABLE;
