CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"quarter_id" uuid NOT NULL,
	"assignment_date" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"is_wildcard" boolean DEFAULT false NOT NULL,
	"wildcard_assignment_id" uuid,
	"created_by" text,
	"checked_in" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text,
	"employee_name" text,
	"employee_id" text,
	"station_name" text,
	"station_id" text,
	"quarter_id" text,
	"assignment_date" date,
	"old_values" jsonb,
	"new_values" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"name" text NOT NULL,
	"employee_id" text,
	"department_id" bigint,
	"badge_barcode_id" bigint,
	"employee_uid" bigint,
	"employment_start_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_name_not_blank" CHECK (char_length(trim("employees"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "external_routing_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"area_name" text NOT NULL,
	"is_routing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_routing_areas_name_not_blank" CHECK (char_length(trim("external_routing_areas"."area_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "fulfillment_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"address" text,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfillment_centers_code_length" CHECK (char_length("fulfillment_centers"."code") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "quarters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"quarter_name" text NOT NULL,
	"quarter_number" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"shift" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quarters_number_range" CHECK ("quarters"."quarter_number" between 1 and 20),
	CONSTRAINT "quarters_not_empty" CHECK ("quarters"."start_time" <> "quarters"."end_time")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text,
	"employee_id" text NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_role_value" CHECK ("roles"."role" is null or "roles"."role" in ('VIEW', 'MANAGER', 'ADMIN', 'SUDO'))
);
--> statement-breakpoint
CREATE TABLE "rotation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"from_station_id" uuid NOT NULL,
	"to_station_id" uuid NOT NULL,
	"line_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_rules_not_self" CHECK ("rotation_rules"."from_station_id" <> "rotation_rules"."to_station_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"station_code" text NOT NULL,
	"station_type_id" uuid NOT NULL,
	"line_number" integer,
	"position_x" integer,
	"position_y" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"is_right_handed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_line_range" CHECK ("stations"."line_number" is null or "stations"."line_number" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "tv_center_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"maximum_attendance" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_center_configs_maximum_positive" CHECK ("tv_center_configs"."maximum_attendance" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tv_station_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"center_config_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"critical_station" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"employee_id" text,
	"display_name" text,
	"fulfillment_center_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wildcard_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"wildcard_employee_id" uuid NOT NULL,
	"wildcard_employee_name" text NOT NULL,
	"station_id" uuid NOT NULL,
	"quarter_id" uuid NOT NULL,
	"assignment_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_quarter_id_quarters_id_fk" FOREIGN KEY ("quarter_id") REFERENCES "public"."quarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_wildcard_assignment_id_wildcard_assignments_id_fk" FOREIGN KEY ("wildcard_assignment_id") REFERENCES "public"."wildcard_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_routing_areas" ADD CONSTRAINT "external_routing_areas_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarters" ADD CONSTRAINT "quarters_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_rules" ADD CONSTRAINT "rotation_rules_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_rules" ADD CONSTRAINT "rotation_rules_from_station_id_stations_id_fk" FOREIGN KEY ("from_station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_rules" ADD CONSTRAINT "rotation_rules_to_station_id_stations_id_fk" FOREIGN KEY ("to_station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_types" ADD CONSTRAINT "station_types_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_station_type_id_station_types_id_fk" FOREIGN KEY ("station_type_id") REFERENCES "public"."station_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_center_configs" ADD CONSTRAINT "tv_center_configs_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_station_configs" ADD CONSTRAINT "tv_station_configs_center_config_id_tv_center_configs_id_fk" FOREIGN KEY ("center_config_id") REFERENCES "public"."tv_center_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_station_configs" ADD CONSTRAINT "tv_station_configs_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_station_configs" ADD CONSTRAINT "tv_station_configs_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wildcard_assignments" ADD CONSTRAINT "wildcard_assignments_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wildcard_assignments" ADD CONSTRAINT "wildcard_assignments_wildcard_employee_id_employees_id_fk" FOREIGN KEY ("wildcard_employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wildcard_assignments" ADD CONSTRAINT "wildcard_assignments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wildcard_assignments" ADD CONSTRAINT "wildcard_assignments_quarter_id_quarters_id_fk" FOREIGN KEY ("quarter_id") REFERENCES "public"."quarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_station_quarter_date_key" ON "assignments" USING btree ("station_id","quarter_id","assignment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_employee_quarter_date_key" ON "assignments" USING btree ("employee_id","quarter_id","assignment_date");--> statement-breakpoint
CREATE INDEX "assignments_center_date_quarter_idx" ON "assignments" USING btree ("fulfillment_center_id","assignment_date","quarter_id");--> statement-breakpoint
CREATE INDEX "assignments_quarter_date_idx" ON "assignments" USING btree ("quarter_id","assignment_date");--> statement-breakpoint
CREATE INDEX "assignments_employee_date_idx" ON "assignments" USING btree ("employee_id","assignment_date");--> statement-breakpoint
CREATE INDEX "audit_logs_center_created_idx" ON "audit_logs" USING btree ("fulfillment_center_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_center_action_idx" ON "audit_logs" USING btree ("fulfillment_center_id","action");--> statement-breakpoint
CREATE INDEX "audit_logs_employee_idx" ON "audit_logs" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "audit_logs_station_idx" ON "audit_logs" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_center_uid_key" ON "employees" USING btree ("fulfillment_center_id","employee_uid");--> statement-breakpoint
CREATE INDEX "employees_center_badge_idx" ON "employees" USING btree ("fulfillment_center_id","badge_barcode_id");--> statement-breakpoint
CREATE INDEX "employees_center_login_idx" ON "employees" USING btree ("fulfillment_center_id",lower("employee_id"));--> statement-breakpoint
CREATE INDEX "employees_center_name_idx" ON "employees" USING btree ("fulfillment_center_id",lower("name"));--> statement-breakpoint
CREATE INDEX "external_routing_areas_center_name_idx" ON "external_routing_areas" USING btree ("fulfillment_center_id","area_name");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillment_centers_code_key" ON "fulfillment_centers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "quarters_center_number_key" ON "quarters" USING btree ("fulfillment_center_id","quarter_number");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_user_key" ON "roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "roles_center_employee_idx" ON "roles" USING btree ("fulfillment_center_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_rules_center_destination_key" ON "rotation_rules" USING btree ("fulfillment_center_id","to_station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_rules_center_source_key" ON "rotation_rules" USING btree ("fulfillment_center_id","from_station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "station_types_center_name_key" ON "station_types" USING btree ("fulfillment_center_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_center_code_key" ON "stations" USING btree ("fulfillment_center_id","station_code");--> statement-breakpoint
CREATE INDEX "stations_center_type_idx" ON "stations" USING btree ("fulfillment_center_id","station_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_center_configs_center_key" ON "tv_center_configs" USING btree ("fulfillment_center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_station_configs_config_station_key" ON "tv_station_configs" USING btree ("center_config_id","station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "wildcard_assignments_center_date_idx" ON "wildcard_assignments" USING btree ("fulfillment_center_id","assignment_date");