CREATE TABLE "firmware_campaign_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmware_campaign_sensors" (
	"campaign_id" uuid NOT NULL,
	"sensor_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmware_campaign_sensors_campaign_id_sensor_id_pk" PRIMARY KEY("campaign_id","sensor_id")
);
--> statement-breakpoint
CREATE TABLE "firmware_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"version_id" uuid NOT NULL,
	"target" jsonb NOT NULL,
	"stages" jsonb NOT NULL,
	"success_percent" integer NOT NULL,
	"error_threshold" jsonb NOT NULL,
	"window" jsonb,
	"state" text DEFAULT 'draft' NOT NULL,
	"current_stage" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "firmware_version" text;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "hardware_revision" text;--> statement-breakpoint
ALTER TABLE "firmware_campaign_events" ADD CONSTRAINT "firmware_campaign_events_campaign_id_firmware_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."firmware_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_campaign_events" ADD CONSTRAINT "firmware_campaign_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_campaign_sensors" ADD CONSTRAINT "firmware_campaign_sensors_campaign_id_firmware_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."firmware_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_campaign_sensors" ADD CONSTRAINT "firmware_campaign_sensors_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_campaigns" ADD CONSTRAINT "firmware_campaigns_version_id_firmware_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."firmware_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_campaigns" ADD CONSTRAINT "firmware_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firmware_campaign_events_campaign_idx" ON "firmware_campaign_events" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE INDEX "firmware_campaign_sensors_sensor_idx" ON "firmware_campaign_sensors" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "firmware_campaign_sensors_state_idx" ON "firmware_campaign_sensors" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "firmware_campaigns_created_at_idx" ON "firmware_campaigns" USING btree ("created_at");