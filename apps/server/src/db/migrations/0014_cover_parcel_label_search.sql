-- Written by hand: drizzle cannot declare INCLUDE (see db/schema/parcels.ts). With the label and the ids in the
-- index, a label search counts and sorts its matches from the index alone instead of visiting a heap page for each.
DROP INDEX "parcels_label_pattern_idx";--> statement-breakpoint
CREATE INDEX "parcels_label_pattern_idx" ON "parcels" USING btree (lower("label") text_pattern_ops) INCLUDE ("label", "id", "account_id");
