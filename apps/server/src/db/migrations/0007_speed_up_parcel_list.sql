CREATE INDEX "parcels_risk_rank_desc_idx" ON "parcels" USING btree (array_position(array['missing_answer','unmeasured','low','medium','high'], "risk_level") desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "parcels_risk_rank_asc_idx" ON "parcels" USING btree (array_position(array['missing_answer','unmeasured','low','medium','high'], "risk_level") asc nulls last,"id");--> statement-breakpoint
-- Written by hand: drizzle cannot declare INCLUDE (see db/schema/parcels.ts).
DROP INDEX "crops_parcel_year_key";--> statement-breakpoint
CREATE UNIQUE INDEX "crops_parcel_year_key" ON "crops" USING btree ("parcel_id","year") INCLUDE ("id","current_crop","stage");
