CREATE TABLE "parcel_window_totals" (
	"night_from" date NOT NULL,
	"night_to" date NOT NULL,
	"parcel_id" uuid NOT NULL,
	"slugs" integer,
	"high_nights" integer NOT NULL,
	"first_high_night" date,
	CONSTRAINT "parcel_window_totals_night_from_night_to_parcel_id_pk" PRIMARY KEY("night_from","night_to","parcel_id")
);
