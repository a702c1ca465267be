CREATE TABLE "anti_slug_products" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active_ingredient" text NOT NULL,
	"manufacturer" text NOT NULL,
	"dosage_unit" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_interventions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crop_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"soil_work" text,
	"slug_product" text,
	"slug_product_dosage" real,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crop_interventions_soil_work_check" CHECK (("crop_interventions"."type" = 'soil_work') = ("crop_interventions"."soil_work" is not null)),
	CONSTRAINT "crop_interventions_product_check" CHECK (("crop_interventions"."type" = 'product') = ("crop_interventions"."slug_product" is not null and "crop_interventions"."slug_product_dosage" > 0))
);
--> statement-breakpoint
ALTER TABLE "crop_interventions" ADD CONSTRAINT "crop_interventions_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_interventions" ADD CONSTRAINT "crop_interventions_slug_product_anti_slug_products_slug_fk" FOREIGN KEY ("slug_product") REFERENCES "public"."anti_slug_products"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crop_interventions_crop_date_idx" ON "crop_interventions" USING btree ("crop_id","date");--> statement-breakpoint
-- The catalogue every deployment starts with; the manufacturer keeps it up to date (decision 052).
INSERT INTO "anti_slug_products" ("slug", "name", "active_ingredient", "manufacturer", "dosage_unit") VALUES
	('sluxx-hp', 'Sluxx HP', 'ferric_phosphate', 'De Sangosse', 'kg/ha'),
	('ironmax-pro', 'Ironmax Pro', 'ferric_phosphate', 'De Sangosse', 'kg/ha'),
	('metarex-inov', 'Metarex INOV', 'metaldehyde', 'De Sangosse', 'kg/ha'),
	('allowin-quantum', 'Allowin Quantum', 'ferric_phosphate', 'Certis Belchim', 'kg/ha'),
	('ferramol', 'Ferramol', 'ferric_phosphate', 'Neudorff', 'kg/ha'),
	('sluggo', 'Sluggo', 'ferric_phosphate', 'Neudorff', 'kg/ha');
