CREATE TABLE "issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sensor_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"opening_reading" jsonb,
	"closing_reading" jsonb
);
--> statement-breakpoint
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
	"gps_long" double precision,
	CONSTRAINT "readings_sensor_id_measured_at_id_pk" PRIMARY KEY("sensor_id","measured_at","id")
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"usage" text NOT NULL,
	"has_weather_sensor" boolean NOT NULL,
	"has_provider_support" boolean NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"parcel_id" uuid,
	"device_secret_hash" text NOT NULL,
	"weather_source" text DEFAULT 'none' NOT NULL,
	"weather_station_id" text,
	"state" text DEFAULT 'Inconnu' NOT NULL,
	"device_state" text,
	"linux_state" text,
	"linux_fault_origin" text,
	"shutter" text,
	"battery_voltage" real,
	"usb_fill_rate" real,
	"gps_lat" double precision,
	"gps_long" double precision,
	"last_slug_count" integer,
	"last_measured_at" timestamp with time zone,
	"last_contact_at" timestamp with time zone,
	"open_issue_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issues_one_open_per_type_key" ON "issues" USING btree ("sensor_id","type") WHERE "issues"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "issues_sensor_opened_idx" ON "issues" USING btree ("sensor_id","opened_at");--> statement-breakpoint
CREATE INDEX "issues_account_opened_idx" ON "issues" USING btree ("account_id","opened_at");--> statement-breakpoint
CREATE INDEX "issues_opened_idx" ON "issues" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_serial_number_key" ON "sensors" USING btree (lower("serial_number"));--> statement-breakpoint
CREATE INDEX "sensors_serial_number_pattern_idx" ON "sensors" USING btree (lower("serial_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sensors_account_serial_idx" ON "sensors" USING btree ("account_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "sensors_state_idx" ON "sensors" USING btree ("state");--> statement-breakpoint
CREATE INDEX "sensors_last_contact_idx" ON "sensors" USING btree ("last_contact_at");--> statement-breakpoint
CREATE INDEX "sensors_faulty_idx" ON "sensors" USING btree ("open_issue_count") WHERE "sensors"."open_issue_count" > 0;--> statement-breakpoint
CREATE INDEX "sensors_tags_idx" ON "sensors" USING gin ("tags");