DROP INDEX "sensor_nights_night_idx";--> statement-breakpoint
CREATE INDEX "sensor_nights_night_parcel_slugs_idx" ON "sensor_nights" USING btree ("night","parcel_id","slugs");