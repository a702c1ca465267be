DROP INDEX "parcels_postal_key_idx";--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "postal_key" text GENERATED ALWAYS AS (upper(replace(address->>'postalCode', ' ', ''))) STORED;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "country" text GENERATED ALWAYS AS (address->>'country') STORED;--> statement-breakpoint
CREATE INDEX "parcels_postal_key_idx" ON "parcels" USING btree ("postal_key" text_pattern_ops,"country");