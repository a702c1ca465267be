CREATE TABLE "setting_versions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"is_reset" boolean DEFAULT false NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_versions_key_version_pk" PRIMARY KEY("key","version")
);
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "changed_by" uuid;--> statement-breakpoint
ALTER TABLE "setting_versions" ADD CONSTRAINT "setting_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_versions_changed_at_idx" ON "setting_versions" USING btree ("changed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each server process caches the settings it reads; a change tells them all when its transaction commits.
CREATE FUNCTION settings_tell_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_tell_changed AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_tell_changed();
