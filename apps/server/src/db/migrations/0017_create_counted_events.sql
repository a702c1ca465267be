CREATE TABLE "counted_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "counted_events_kind_subject_idx" ON "counted_events" USING btree ("kind","subject","occurred_at");--> statement-breakpoint
CREATE INDEX "counted_events_occurred_at_idx" ON "counted_events" USING btree ("occurred_at");