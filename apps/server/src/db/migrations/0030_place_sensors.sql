CREATE TABLE "sensor_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sensor_id" uuid NOT NULL,
	"parcel_id" uuid,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_first_capture" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sensor_placements" ADD CONSTRAINT "sensor_placements_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_placements" ADD CONSTRAINT "sensor_placements_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensor_placements_parcel_idx" ON "sensor_placements" USING btree ("parcel_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_placements_open_sensor_key" ON "sensor_placements" USING btree ("sensor_id") WHERE "sensor_placements"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "sensor_placements_sensor_idx" ON "sensor_placements" USING btree ("sensor_id");--> statement-breakpoint
-- Every sensor on a parcel today starts its history there, from its first capture.
INSERT INTO "sensor_placements" ("sensor_id", "parcel_id", "placed_at", "from_first_capture")
  SELECT "id", "parcel_id", "created_at", true FROM "sensors" WHERE "parcel_id" IS NOT NULL;
--> statement-breakpoint
-- Every change of a sensor's parcel, whichever code makes it, closes its placement and opens the next one. A sensor
-- placed for the first time counts there from its first capture: what it sent before the wizard linked it is kept.
CREATE FUNCTION sensor_placements_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sensor_placements SET removed_at = now() WHERE sensor_id = NEW.id AND removed_at IS NULL;
  IF NEW.parcel_id IS NOT NULL THEN
    INSERT INTO sensor_placements (sensor_id, parcel_id, from_first_capture)
      VALUES (NEW.id, NEW.parcel_id, NOT EXISTS (SELECT 1 FROM sensor_placements WHERE sensor_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sensor_placements_on_insert AFTER INSERT ON sensors
  FOR EACH ROW WHEN (NEW.parcel_id IS NOT NULL) EXECUTE FUNCTION sensor_placements_track();
--> statement-breakpoint
CREATE TRIGGER sensor_placements_on_update AFTER UPDATE OF parcel_id ON sensors
  FOR EACH ROW WHEN (OLD.parcel_id IS DISTINCT FROM NEW.parcel_id) EXECUTE FUNCTION sensor_placements_track();
