CREATE TABLE "demand_volumes" (
	"fulfillment_center_id" uuid NOT NULL,
	"date" date NOT NULL,
	"quarter_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"units" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_volumes_quarter_id_date_line_number_pk" PRIMARY KEY("quarter_id","date","line_number"),
	CONSTRAINT "demand_volumes_line_range" CHECK ("demand_volumes"."line_number" between 1 and 4),
	CONSTRAINT "demand_volumes_units" CHECK ("demand_volumes"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "line_standards" (
	"fulfillment_center_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"min_heads" integer,
	"max_heads" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_standards_fulfillment_center_id_line_number_pk" PRIMARY KEY("fulfillment_center_id","line_number"),
	CONSTRAINT "line_standards_line_range" CHECK ("line_standards"."line_number" between 1 and 4),
	CONSTRAINT "line_standards_min_heads" CHECK ("line_standards"."min_heads" is null or "line_standards"."min_heads" >= 0),
	CONSTRAINT "line_standards_max_heads" CHECK ("line_standards"."max_heads" is null or "line_standards"."max_heads" >= 0),
	CONSTRAINT "line_standards_min_not_above_max" CHECK ("line_standards"."min_heads" is null or "line_standards"."max_heads" is null or "line_standards"."min_heads" <= "line_standards"."max_heads")
);
--> statement-breakpoint
ALTER TABLE "fulfillment_centers" ADD COLUMN "max_strain_quarters" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "units_per_hour" numeric;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "is_high_strain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_volumes" ADD CONSTRAINT "demand_volumes_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_volumes" ADD CONSTRAINT "demand_volumes_quarter_id_quarters_id_fk" FOREIGN KEY ("quarter_id") REFERENCES "public"."quarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_standards" ADD CONSTRAINT "line_standards_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_volumes_center_date_idx" ON "demand_volumes" USING btree ("fulfillment_center_id","date");--> statement-breakpoint
ALTER TABLE "fulfillment_centers" ADD CONSTRAINT "fulfillment_centers_max_strain_quarters_range" CHECK ("fulfillment_centers"."max_strain_quarters" between 1 and 20);--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_units_per_hour_positive" CHECK ("stations"."units_per_hour" is null or "stations"."units_per_hour" > 0);