DROP INDEX "sensors_state_idx";--> statement-breakpoint
CREATE INDEX "sensors_last_contact_desc_idx" ON "sensors" USING btree ("last_contact_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Written by hand: drizzle cannot declare INCLUDE (see db/schema/sensors.ts).
CREATE INDEX "sensors_state_usage_idx" ON "sensors" USING btree ("state","usage") INCLUDE ("open_issue_count","last_contact_at","id");--> statement-breakpoint
ALTER TABLE "readings" DROP CONSTRAINT "readings_sensor_id_measured_at_id_pk";--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_sensor_id_measured_at_id_pk" PRIMARY KEY ("sensor_id","measured_at","id") INCLUDE ("slug_count","temperature","humidity","rainfall","battery_voltage");
