CREATE TABLE "employee_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_exceptions_kind_known" CHECK ("employee_exceptions"."kind" in ('time_off', 'vto', 'vet', 'call_out'))
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD COLUMN "shift_pattern" text;--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD COLUMN "work_days" smallint[];--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD COLUMN "shift" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "shift_pattern" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "work_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "shift" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pattern_starts_on" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pattern_ends_on" date;--> statement-breakpoint
ALTER TABLE "employee_exceptions" ADD CONSTRAINT "employee_exceptions_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_exceptions" ADD CONSTRAINT "employee_exceptions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_exceptions_person_date_kind_key" ON "employee_exceptions" USING btree ("employee_id","date","kind");--> statement-breakpoint
CREATE INDEX "employee_exceptions_center_date_idx" ON "employee_exceptions" USING btree ("fulfillment_center_id","date");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_shift_pattern_known" CHECK ("employees"."shift_pattern" in ('FHD', 'BHD', 'FHN', 'BHN', 'custom'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_shift_known" CHECK ("employees"."shift" in ('day', 'night'));