CREATE TABLE "capture_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sensor_id" uuid NOT NULL,
	"capture_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"night" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"model_version" text,
	"detections" jsonb NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	CONSTRAINT "capture_images_capture_key" UNIQUE("capture_id")
);
--> statement-breakpoint
ALTER TABLE "capture_images" ADD CONSTRAINT "capture_images_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_images_sensor_night_idx" ON "capture_images" USING btree ("sensor_id","night","taken_at");--> statement-breakpoint
CREATE INDEX "capture_images_taken_at_idx" ON "capture_images" USING btree ("taken_at");--> statement-breakpoint
-- The retention setting gains the traps' photos (decision 178): a stored value without them would no longer read.
UPDATE "settings"
SET "value" = "value" || '{"imagesDays": 365, "thumbnailsDays": 1095}'::jsonb
WHERE "key" = 'retention' AND jsonb_typeof("value") = 'object' AND NOT ("value" ? 'imagesDays');
