-- Captures partitioned by month of capture time (decision 181): old months leave by dropping their partition, and
-- every query by time reads only its months. The key keeps its columns and its INCLUDE (migration 0003).
ALTER TABLE "readings" RENAME TO "readings_unpartitioned";--> statement-breakpoint
ALTER TABLE "readings_unpartitioned" RENAME CONSTRAINT "readings_sensor_id_measured_at_id_pk" TO "readings_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "readings" (
	"sensor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug_count" integer NOT NULL,
	"temperature" real,
	"humidity" real,
	"rainfall" real,
	"battery_voltage" real NOT NULL,
	"device_state" text NOT NULL,
	"linux_state" text NOT NULL,
	"shutter" text NOT NULL,
	"usb_fill_rate" smallint NOT NULL,
	"gps_lat" double precision,
	"gps_long" double precision
) PARTITION BY RANGE ("measured_at");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_sensor_id_measured_at_id_pk" PRIMARY KEY ("sensor_id","measured_at","id") INCLUDE ("slug_count","temperature","humidity","rainfall","battery_voltage");--> statement-breakpoint
-- Captures of a month without a partition: a device clock far in the past. Watched (erreur_horloge), never in the way
-- of a new month's partition, which takes its month's rows from here.
CREATE TABLE "readings_default" PARTITION OF "readings" DEFAULT;--> statement-breakpoint
-- The month (UTC) of `in_month` as a partition, made once: its rows waiting in the default partition move into it in the
-- same transaction, so creating a month never fails on them. Answers whether it made the partition.
CREATE FUNCTION "readings_month_partition"(in_month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day timestamp := date_trunc('month', in_month::timestamp);
  starts timestamptz := first_day AT TIME ZONE 'UTC';
  ends timestamptz := (first_day + interval '1 month') AT TIME ZONE 'UTC';
  partition_name text := 'readings_' || to_char(first_day, '"y"YYYY"m"MM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  -- Writes to the default partition wait, so no row of the month lands there between the move and the attachment;
  -- a second maker waits here too, then finds the month made.
  LOCK TABLE "readings_default" IN EXCLUSIVE MODE;
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE "readings" INCLUDING DEFAULTS)', partition_name);
  EXECUTE format(
    'WITH moved AS (DELETE FROM "readings_default" WHERE measured_at >= %L AND measured_at < %L RETURNING *)
     INSERT INTO %I SELECT * FROM moved', starts, ends, partition_name);
  EXECUTE format('ALTER TABLE "readings" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, starts, ends);
  RETURN true;
END $$;--> statement-breakpoint
-- The months holding captures (up to ten years back, the longest retention), and last month to three months ahead.
SELECT "readings_month_partition"(month::date)
FROM (
  SELECT DISTINCT date_trunc('month', measured_at AT TIME ZONE 'UTC') AS month FROM "readings_unpartitioned"
  WHERE measured_at >= now() - interval '10 years'
  UNION
  SELECT generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month',
                         date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months', interval '1 month')
) AS months;--> statement-breakpoint
INSERT INTO "readings" ("sensor_id", "id", "measured_at", "received_at", "slug_count", "temperature", "humidity",
                        "rainfall", "battery_voltage", "device_state", "linux_state", "shutter", "usb_fill_rate",
                        "gps_lat", "gps_long")
SELECT "sensor_id", "id", "measured_at", "received_at", "slug_count", "temperature", "humidity", "rainfall",
       "battery_voltage", "device_state", "linux_state", "shutter", "usb_fill_rate", "gps_lat", "gps_long"
FROM "readings_unpartitioned";--> statement-breakpoint
DROP TABLE "readings_unpartitioned";
