CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"labels" jsonb NOT NULL,
	"countries" text[] NOT NULL,
	"kind" text NOT NULL,
	"duration_months" integer,
	"grace_days" integer DEFAULT 14 NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_duration_check" CHECK (("subscription_plans"."kind" = 'duration') = ("subscription_plans"."duration_months" is not null))
);
--> statement-breakpoint
CREATE TABLE "subscription_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"sensor_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"replaced_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"provider_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"grace_days" integer NOT NULL,
	"zone_id" text NOT NULL,
	"auto_renew" boolean NOT NULL,
	"external_ref" text,
	"cancelled_at" timestamp with time zone,
	"renews_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."ends_on" >= "subscriptions"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_seats" ADD CONSTRAINT "subscription_seats_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_seats" ADD CONSTRAINT "subscription_seats_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_seats" ADD CONSTRAINT "subscription_seats_replaced_by_id_subscription_seats_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."subscription_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_id_accounts_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renews_id_subscriptions_id_fk" FOREIGN KEY ("renews_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_at_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_code_key" ON "subscription_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "subscription_seats_subscription_idx" ON "subscription_seats" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_seats_open_sensor_idx" ON "subscription_seats" USING btree ("sensor_id") WHERE "subscription_seats"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_seats_open_key" ON "subscription_seats" USING btree ("subscription_id","sensor_id") WHERE "subscription_seats"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_account_ends_on_idx" ON "subscriptions" USING btree ("account_id","ends_on");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_ends_on_idx" ON "subscriptions" USING btree ("provider_id","ends_on");--> statement-breakpoint
CREATE INDEX "subscriptions_ends_on_idx" ON "subscriptions" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_renews_id_key" ON "subscriptions" USING btree ("renews_id");