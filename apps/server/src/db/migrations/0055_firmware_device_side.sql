ALTER TABLE "firmware_campaign_sensors" ADD COLUMN "reason_values" jsonb;--> statement-breakpoint
ALTER TABLE "firmware_campaign_sensors" ADD COLUMN "installed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firmware_campaigns" ADD COLUMN "accepted_failures" integer DEFAULT 0 NOT NULL;