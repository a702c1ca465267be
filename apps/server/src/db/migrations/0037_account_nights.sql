CREATE TABLE "account_nights" (
	"account_id" uuid NOT NULL,
	"night" date NOT NULL,
	"expected" boolean NOT NULL,
	"contacted" boolean NOT NULL,
	"captured" boolean NOT NULL,
	"on_parcel" boolean NOT NULL,
	"with_weather" boolean NOT NULL,
	"delay_minutes" integer,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_risk_nights" (
	"account_id" uuid NOT NULL,
	"night" date NOT NULL,
	"risk_level" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "account_risk_nights_night_account_id_risk_level_pk" PRIMARY KEY("night","account_id","risk_level")
);
--> statement-breakpoint
CREATE INDEX "account_nights_night_idx" ON "account_nights" USING btree ("night","account_id");--> statement-breakpoint
-- The nights folded before these tables existed, counted as the fold now keeps them.
INSERT INTO "account_nights" ("account_id", "night", "expected", "contacted", "captured", "on_parcel", "with_weather", "delay_minutes", "n")
SELECT sn.account_id, sn.night, sn.expected, sn.contacted, sn.captures > 0, sn.parcel_id IS NOT NULL,
       sn.weather_captures > 0 OR s.weather_source IN ('sencrop', 'weenat'),
       CASE WHEN sn.captures > 0 THEN round(extract(epoch FROM sn.last_received_at - sn.last_measured_at) / 60)::int END,
       count(*)::int
FROM "sensor_nights" sn JOIN "sensors" s ON s.id = sn.sensor_id
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "account_risk_nights" ("account_id", "night", "risk_level", "n")
SELECT account_id, night, risk_level, count(*)::int FROM "parcel_risk_nights" GROUP BY 1, 2, 3;
