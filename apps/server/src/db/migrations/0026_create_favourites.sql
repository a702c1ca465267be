CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_favourite" boolean DEFAULT false NOT NULL,
	"postal_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_ids" uuid[],
	"linked_sensors_and_parcels" boolean DEFAULT false NOT NULL,
	"crop_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"seeding_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"risks" text[] DEFAULT '{}'::text[] NOT NULL,
	"faulty_sensors" boolean DEFAULT false NOT NULL,
	"sensor_serial_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"sensor_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"sensor_usages" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"watched_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_name_key" ON "favourites" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_starred_key" ON "favourites" USING btree ("user_id") WHERE "favourites"."is_favourite";--> statement-breakpoint
CREATE INDEX "favourites_watched_idx" ON "favourites" USING btree ("user_id") WHERE "favourites"."watched_since" is not null;