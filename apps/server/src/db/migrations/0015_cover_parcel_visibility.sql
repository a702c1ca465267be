-- Written by hand: drizzle cannot declare INCLUDE (see db/schema/parcels.ts). With the caller's scope and the sharing
-- modes in the index, a provider's or a farmer's label search or risk and soil filter is checked from the index alone
-- instead of visiting a heap page for each match; the e-mails a parcel is shared with come from their own index.
DROP INDEX "parcels_risk_level_idx";--> statement-breakpoint
CREATE INDEX "parcels_risk_soil_idx" ON "parcels" USING btree ("risk_level","soil_type") INCLUDE ("id","account_id","sharing_mode");--> statement-breakpoint
DROP INDEX "parcels_label_pattern_idx";--> statement-breakpoint
CREATE INDEX "parcels_label_pattern_idx" ON "parcels" USING btree (lower("label") text_pattern_ops) INCLUDE ("label","id","account_id","sharing_mode");--> statement-breakpoint
CREATE INDEX "parcels_shared_emails_idx" ON "parcels" USING gin ("shared_emails");
