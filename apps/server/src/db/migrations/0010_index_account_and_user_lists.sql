DROP INDEX "accounts_type_name_idx";--> statement-breakpoint
CREATE INDEX "accounts_type_lower_name_idx" ON "accounts" USING btree ("type",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "accounts_type_created_at_idx" ON "accounts" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_country_idx" ON "accounts" USING btree (("postal_address"->>'country'));--> statement-breakpoint
CREATE INDEX "users_lower_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "users" USING btree ("state");