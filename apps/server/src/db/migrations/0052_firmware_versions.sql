CREATE TABLE "firmware_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"notes" jsonb NOT NULL,
	"hardware_revisions" text[] NOT NULL,
	"min_from_version" text,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"signature" text NOT NULL,
	"file_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawal_reason" text,
	CONSTRAINT "firmware_versions_version_unique" UNIQUE("version"),
	CONSTRAINT "firmware_versions_size_check" CHECK ("firmware_versions"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "firmware_versions" ADD CONSTRAINT "firmware_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_versions" ADD CONSTRAINT "firmware_versions_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firmware_versions_uploaded_at_idx" ON "firmware_versions" USING btree ("uploaded_at");