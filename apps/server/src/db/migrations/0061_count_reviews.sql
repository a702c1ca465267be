CREATE TABLE "count_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sensor_id" uuid NOT NULL,
	"capture_id" uuid NOT NULL,
	"night" date NOT NULL,
	"kind" text NOT NULL,
	"proposal_state" text,
	"model_count" integer NOT NULL,
	"previous_count" integer NOT NULL,
	"count" integer NOT NULL,
	"reason" text,
	"comment" text,
	"boxes" jsonb,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"parcel_id" uuid,
	"risk_changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_images" ADD COLUMN "mean_confidence" real;--> statement-breakpoint
ALTER TABLE "capture_images" ADD COLUMN "review_priority" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "capture_images" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "capture_images" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capture_images" ADD COLUMN "model_count" integer;--> statement-breakpoint
ALTER TABLE "count_reviews" ADD CONSTRAINT "count_reviews_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_reviews" ADD CONSTRAINT "count_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_reviews" ADD CONSTRAINT "count_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_reviews_capture_idx" ON "count_reviews" USING btree ("capture_id","created_at");--> statement-breakpoint
CREATE INDEX "count_reviews_parcel_idx" ON "count_reviews" USING btree ("parcel_id","night") WHERE "count_reviews"."risk_changes" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "count_reviews_pending_idx" ON "count_reviews" USING btree ("capture_id") WHERE "count_reviews"."proposal_state" = 'pending';--> statement-breakpoint
CREATE INDEX "capture_images_to_review_idx" ON "capture_images" USING btree ("review_priority","taken_at") WHERE "capture_images"."review_state" is null;--> statement-breakpoint
CREATE INDEX "capture_images_to_review_taken_idx" ON "capture_images" USING btree ("taken_at") WHERE "capture_images"."review_state" is null;--> statement-breakpoint
CREATE INDEX "capture_images_reviewed_idx" ON "capture_images" USING btree ("reviewed_at") WHERE "capture_images"."review_state" is not null;--> statement-breakpoint
-- Photos stored before the queue existed are rated on the model's confidence alone.
UPDATE "capture_images" SET "mean_confidence" = (SELECT avg((d->>'confidence')::real) FROM jsonb_array_elements("detections") d);--> statement-breakpoint
UPDATE "capture_images" SET "review_priority" = coalesce("mean_confidence", 1);
