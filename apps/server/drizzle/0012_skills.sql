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
CREATE INDEX "station_skills_skill_idx" ON "station_skills" USING btree ("skill_id");