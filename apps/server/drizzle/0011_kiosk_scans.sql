-- Issue 14 (decision 126): kiosk scan receipts, the arbiter of a replayed scan (one row per
-- scan_id and call, holding the first answer), and the language a person's scan result is shown in.
CREATE TABLE "scan_receipts" (
	"scan_id" uuid NOT NULL,
	"call" text NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"badge_value" text NOT NULL,
	"scanned_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"http_status" integer,
	"answer" jsonb,
	CONSTRAINT "scan_receipts_scan_id_call_pk" PRIMARY KEY("scan_id","call"),
	CONSTRAINT "scan_receipts_call_known" CHECK ("scan_receipts"."call" in ('tv-auto-assign', 'tv-badge-scan')),
	CONSTRAINT "scan_receipts_status_known" CHECK ("scan_receipts"."status" in ('pending', 'done')),
	CONSTRAINT "scan_receipts_done_has_answer" CHECK ("scan_receipts"."status" = 'pending' or ("scan_receipts"."http_status" is not null and "scan_receipts"."answer" is not null))
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "scan_receipts" ADD CONSTRAINT "scan_receipts_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_receipts_center_received_idx" ON "scan_receipts" USING btree ("fulfillment_center_id","received_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_preferred_language_known" CHECK ("employees"."preferred_language" in ('en', 'es'));