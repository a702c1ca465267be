CREATE TABLE "account_alert_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"is_slug_count_alert_on" boolean DEFAULT false NOT NULL,
	"slug_count_threshold" integer NOT NULL,
	"parcel_scope" text DEFAULT 'all' NOT NULL,
	"parcel_ids" uuid[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hidden_types" text[] NOT NULL,
	"email_types" text[] NOT NULL,
	"email_delivery" text DEFAULT 'immediate' NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Notifications raised before e-mail existed are not sent now: only new ones start as pending.
ALTER TABLE "notifications" ADD COLUMN "mail_state" text DEFAULT 'skipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "mail_state" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "account_alert_settings" ADD CONSTRAINT "account_alert_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_state" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_mail_digest_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."mail_state" = 'digest';