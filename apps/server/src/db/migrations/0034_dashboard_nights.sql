CREATE TABLE "parcel_risk_nights" (
	"parcel_id" uuid NOT NULL,
	"night" date NOT NULL,
	"account_id" uuid NOT NULL,
	"risk_level" text NOT NULL,
	CONSTRAINT "parcel_risk_nights_parcel_id_night_pk" PRIMARY KEY("parcel_id","night")
);
--> statement-breakpoint
CREATE TABLE "read_model_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"folded_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_nights" (
	"sensor_id" uuid NOT NULL,
	"night" date NOT NULL,
	"account_id" uuid NOT NULL,
	"parcel_id" uuid,
	"expected" boolean NOT NULL,
	"contacted" boolean DEFAULT false NOT NULL,
	"captures" integer DEFAULT 0 NOT NULL,
	"slugs" integer DEFAULT 0 NOT NULL,
	"weather_captures" integer DEFAULT 0 NOT NULL,
	"last_measured_at" timestamp with time zone,
	"last_received_at" timestamp with time zone,
	CONSTRAINT "sensor_nights_sensor_id_night_pk" PRIMARY KEY("sensor_id","night")
);
--> statement-breakpoint
CREATE INDEX "parcel_risk_nights_night_idx" ON "parcel_risk_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "sensor_nights_night_idx" ON "sensor_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "sensor_nights_parcel_night_idx" ON "sensor_nights" USING btree ("parcel_id","night");