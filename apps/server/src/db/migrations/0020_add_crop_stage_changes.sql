CREATE TABLE "crop_stage_changes" (
	"crop_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crop_stage_changes" ADD CONSTRAINT "crop_stage_changes_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crop_stage_changes_crop_changed_idx" ON "crop_stage_changes" USING btree ("crop_id","changed_at");--> statement-breakpoint
-- Hand-written from here (drizzle cannot declare triggers or data): a crop's stage is recorded with its date when the
-- crop is created and whenever its stage changes, whatever writes it (the API, the demo data set).
CREATE FUNCTION crop_stage_changes_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO crop_stage_changes (crop_id, stage) VALUES (NEW.id, NEW.stage);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crop_stage_changes_on_insert AFTER INSERT ON crops
  FOR EACH ROW EXECUTE FUNCTION crop_stage_changes_track();
--> statement-breakpoint
CREATE TRIGGER crop_stage_changes_on_update AFTER UPDATE OF stage ON crops
  FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION crop_stage_changes_track();
--> statement-breakpoint
-- Crops kept no stage history before: each starts with its current stage, dated when it was recorded.
INSERT INTO crop_stage_changes (crop_id, stage, changed_at) SELECT id, stage, created_at FROM crops;
