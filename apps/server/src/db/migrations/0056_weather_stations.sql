CREATE TABLE "station_hours" (
	"station_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"temperature" real,
	"humidity" real,
	"rainfall" real,
	CONSTRAINT "station_hours_station_id_hour_pk" PRIMARY KEY("station_id","hour")
);
--> statement-breakpoint
CREATE TABLE "weather_networks" (
	"network" text PRIMARY KEY NOT NULL,
	"credentials" text,
	"is_paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "weather_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text,
	"lat" double precision,
	"long" double precision,
	"last_hour" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_stations_network_externalId_unique" UNIQUE("network","external_id")
);
--> statement-breakpoint
CREATE TABLE "weather_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"stations" integer DEFAULT 0 NOT NULL,
	"hours_stored" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_hours" ADD CONSTRAINT "station_hours_station_id_weather_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."weather_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_networks" ADD CONSTRAINT "weather_networks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_sync_runs_network_started_at_index" ON "weather_sync_runs" USING btree ("network","started_at");