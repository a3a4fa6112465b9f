CREATE TABLE "bulk_upload_rows" (
	"upload_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"employee_uid" bigint NOT NULL,
	"name" text NOT NULL,
	"badge_barcode_id" bigint,
	"department_id" bigint,
	"employee_id" text,
	"employment_start_date" date,
	"is_active" boolean NOT NULL,
	CONSTRAINT "bulk_upload_rows_upload_id_ordinal_pk" PRIMARY KEY("upload_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"created_by" text,
	"skipped" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"is_staged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD CONSTRAINT "bulk_upload_rows_upload_id_bulk_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."bulk_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;