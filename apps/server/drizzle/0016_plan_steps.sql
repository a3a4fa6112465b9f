CREATE TABLE "plan_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"author" text NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"position" integer NOT NULL,
	"dates" date[] NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_steps_state" CHECK ("plan_steps"."state" in ('done', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "plan_steps" ADD CONSTRAINT "plan_steps_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_steps_author_idx" ON "plan_steps" USING btree ("fulfillment_center_id","author","position");