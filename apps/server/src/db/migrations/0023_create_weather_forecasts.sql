CREATE TABLE "weather_forecasts" (
	"parcel_id" uuid NOT NULL,
	"fetched_on" date NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"zone_id" text NOT NULL,
	"forecast" jsonb NOT NULL,
	"outlook" jsonb NOT NULL,
	CONSTRAINT "weather_forecasts_parcel_id_fetched_on_pk" PRIMARY KEY("parcel_id","fetched_on")
);
--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;