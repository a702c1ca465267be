CREATE SEQUENCE "public"."rent_contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rent_contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "rent_contract_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"sensor_id" uuid NOT NULL,
	"lessor_account_id" uuid NOT NULL,
	"handed_over_on" date,
	"returned_on" date,
	"return_condition" text,
	"converted_on" date,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rent_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"lessor_account_id" uuid NOT NULL,
	"lessee_account_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"planned_return_on" date NOT NULL,
	"zone_id" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"external_ref" text,
	"note" text,
	"decline_reason" text,
	"sent_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"validated_by" uuid,
	"validated_by_name" text,
	"validated_address" text,
	"installed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_contracts_period_check" CHECK ("rent_contracts"."planned_return_on" >= "rent_contracts"."starts_on"),
	CONSTRAINT "rent_contracts_parties_check" CHECK ("rent_contracts"."lessor_account_id" <> "rent_contracts"."lessee_account_id")
);
--> statement-breakpoint
ALTER TABLE "rent_contract_events" ADD CONSTRAINT "rent_contract_events_contract_id_rent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contract_events" ADD CONSTRAINT "rent_contract_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contract_lines" ADD CONSTRAINT "rent_contract_lines_contract_id_rent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contract_lines" ADD CONSTRAINT "rent_contract_lines_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contract_lines" ADD CONSTRAINT "rent_contract_lines_lessor_account_id_accounts_id_fk" FOREIGN KEY ("lessor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD CONSTRAINT "rent_contracts_lessor_account_id_accounts_id_fk" FOREIGN KEY ("lessor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD CONSTRAINT "rent_contracts_lessee_account_id_accounts_id_fk" FOREIGN KEY ("lessee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD CONSTRAINT "rent_contracts_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_contract_events_contract_at_idx" ON "rent_contract_events" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "rent_contract_lines_contract_idx" ON "rent_contract_lines" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "rent_contract_lines_sensor_idx" ON "rent_contract_lines" USING btree ("sensor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_contract_lines_open_key" ON "rent_contract_lines" USING btree ("sensor_id","lessor_account_id") WHERE "rent_contract_lines"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_contracts_number_key" ON "rent_contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rent_contracts_lessor_return_idx" ON "rent_contracts" USING btree ("lessor_account_id","planned_return_on");--> statement-breakpoint
CREATE INDEX "rent_contracts_lessee_return_idx" ON "rent_contracts" USING btree ("lessee_account_id","planned_return_on");--> statement-breakpoint
CREATE INDEX "rent_contracts_return_idx" ON "rent_contracts" USING btree ("planned_return_on","id");