ALTER TABLE "accounts" ADD COLUMN "second_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "second_factor_required_by" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "second_factor_required_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "two_factor_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_second_factor_required_by_users_id_fk" FOREIGN KEY ("second_factor_required_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_events" ADD CONSTRAINT "two_factor_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;