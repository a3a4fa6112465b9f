CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"retry_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfillment_center_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_fulfillment_center_id_fulfillment_centers_id_fk" FOREIGN KEY ("fulfillment_center_id") REFERENCES "public"."fulfillment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_center_idx" ON "webhook_endpoints" USING btree ("fulfillment_center_id");--> statement-breakpoint
-- Issue 30 (decision 167), written by hand below drizzle-kit's part: every assignment change,
-- whoever writes it, is an `assignment.changed` event for the center's endpoints that want it,
-- in the change's own transaction. Each gets its delivery row and a job of pg-boss's queue
-- 'webhook-delivery', inserted as pg-boss's own send inserts it (pg-boss 10's job table, with
-- the queue's settings); a pg-boss upgrade that changes that table revisits this function.
CREATE OR REPLACE FUNCTION webhook_assignment_change() RETURNS trigger AS $$
DECLARE
  center uuid;
  endpoint record;
  delivery text;
BEGIN
  IF TG_OP = 'DELETE' THEN center := OLD.fulfillment_center_id; ELSE center := NEW.fulfillment_center_id; END IF;
  -- A center being deleted takes its endpoints too: nothing to send.
  FOR endpoint IN SELECT e.id FROM webhook_endpoints e JOIN fulfillment_centers c ON c.id = e.fulfillment_center_id
    WHERE e.fulfillment_center_id = center AND 'assignment.changed' = ANY(e.events) LOOP
    delivery := 'msg_' || replace(gen_random_uuid()::text, '-', '');
    INSERT INTO webhook_deliveries (id, endpoint_id, event_type, payload, next_attempt_at, retry_until)
    VALUES (delivery, endpoint.id, 'assignment.changed', jsonb_build_object(
      'type', 'assignment.changed',
      'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'fulfillment_center_id', center,
        'change', lower(TG_OP),
        'by', nullif(current_setting('stationboard.actor', true), ''),
        'assignment', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE assignment_json(NEW) END,
        'previous', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE assignment_json(OLD) END)),
      now(), now() + interval '24 hours');
    INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
    SELECT q.name, jsonb_build_object('deliveryId', delivery, 'attempt', 1), coalesce(q.retry_limit, 2), greatest(coalesce(q.retry_delay, 1), 1),
      coalesce(q.retry_backoff, false), coalesce(q.expire_seconds, 900) * interval '1 second', q.policy
    FROM pgboss.queue q WHERE q.name = 'webhook-delivery';
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assignments_webhooks AFTER INSERT OR UPDATE OR DELETE ON assignments FOR EACH ROW EXECUTE FUNCTION webhook_assignment_change();
