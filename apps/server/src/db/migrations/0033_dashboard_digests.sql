CREATE TABLE "dashboard_digests" (
	"user_id" uuid NOT NULL,
	"tab" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "dashboard_digests_user_id_tab_pk" PRIMARY KEY("user_id","tab")
);
--> statement-breakpoint
ALTER TABLE "dashboard_digests" ADD CONSTRAINT "dashboard_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;