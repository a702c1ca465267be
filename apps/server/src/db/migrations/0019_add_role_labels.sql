ALTER TABLE "roles" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "label_de" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "label_es" text;