CREATE TABLE "crops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"previous_crop" text,
	"current_crop" text NOT NULL,
	"stage" text NOT NULL,
	"no_tolerance" boolean DEFAULT false NOT NULL,
	"estimated_seeding_date" date NOT NULL,
	"actual_seeding_date" date,
	"seeding_type" text,
	"plant_cover" boolean DEFAULT false NOT NULL,
	"plant_species" text,
	"estimated_seeding_quantity" integer,
	"display_name" text,
	"risk_answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_shared_accounts" (
	"parcel_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "parcel_shared_accounts_parcel_id_account_id_pk" PRIMARY KEY("parcel_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"label" text NOT NULL,
	"soil_type" text NOT NULL,
	"address" jsonb NOT NULL,
	"gps_lat" double precision NOT NULL,
	"gps_long" double precision NOT NULL,
	"ds_comment" text,
	"customer_comment" text,
	"sharing_mode" text[] DEFAULT '{private}'::text[] NOT NULL,
	"shared_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" real,
	"risk_level" text DEFAULT 'unmeasured' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_shared_accounts" ADD CONSTRAINT "parcel_shared_accounts_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_shared_accounts" ADD CONSTRAINT "parcel_shared_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crops_parcel_year_key" ON "crops" USING btree ("parcel_id","year");--> statement-breakpoint
CREATE INDEX "crops_year_type_stage_idx" ON "crops" USING btree ("year","current_crop","stage");--> statement-breakpoint
CREATE INDEX "parcel_shared_accounts_account_idx" ON "parcel_shared_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "parcels_account_label_idx" ON "parcels" USING btree ("account_id",lower("label"));--> statement-breakpoint
CREATE INDEX "parcels_label_pattern_idx" ON "parcels" USING btree (lower("label") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parcels_risk_level_idx" ON "parcels" USING btree ("risk_level");--> statement-breakpoint
CREATE INDEX "parcels_soil_type_idx" ON "parcels" USING btree ("soil_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_parcel_id_key" ON "sensors" USING btree ("parcel_id") WHERE "sensors"."parcel_id" is not null;