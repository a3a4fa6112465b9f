ALTER TABLE "employees" ADD COLUMN "creation_request_id" uuid;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "line_deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_creation_request_key" ON "employees" USING btree ("creation_request_id");