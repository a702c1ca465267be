ALTER TABLE "anti_slug_products" ADD COLUMN "efficacy_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
-- Written by hand: each stored answer to a risk question carries the day it was given (decision 108). Answers
-- stored before kept no day; the crop's creation day is the earliest they can date from.
UPDATE "crops" SET "risk_answers" = (
  SELECT coalesce(jsonb_object_agg(a.key, jsonb_build_object('value', a.value, 'answeredOn', to_char("crops"."created_at" at time zone 'UTC', 'YYYY-MM-DD'))), '{}'::jsonb)
  FROM jsonb_each("crops"."risk_answers") AS a(key, value)
  WHERE jsonb_typeof(a.value) = 'boolean'
) WHERE "risk_answers" IS NOT NULL;
