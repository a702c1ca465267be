ALTER TABLE "terms_of_service" DROP CONSTRAINT "terms_of_service_version_unique";--> statement-breakpoint
DROP INDEX "rent_contract_lines_open_key";--> statement-breakpoint
ALTER TABLE "terms_of_service" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_contract_lines" ADD COLUMN "extended_on" date;--> statement-breakpoint
ALTER TABLE "rent_contract_lines" ADD COLUMN "is_carry_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD COLUMN "terms_id" uuid;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD COLUMN "predecessor_id" uuid;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD CONSTRAINT "rent_contracts_terms_id_terms_of_service_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms_of_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD CONSTRAINT "rent_contracts_predecessor_id_rent_contracts_id_fk" FOREIGN KEY ("predecessor_id") REFERENCES "public"."rent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_of_service_kind_version_key" ON "terms_of_service" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "rent_contracts_predecessor_idx" ON "rent_contracts" USING btree ("predecessor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_contract_lines_open_key" ON "rent_contract_lines" USING btree ("sensor_id","lessor_account_id") WHERE "rent_contract_lines"."ended_at" is null and not "rent_contract_lines"."is_carry_pending";