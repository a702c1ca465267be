ALTER TABLE "sensors" ADD COLUMN "pending_issues" jsonb;--> statement-breakpoint
-- Issue rules stored before debounce, clear rule and reminders keep their meaning: each type gains the defaults.
CREATE FUNCTION pg_temp.with_rule_defaults(rules jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT CASE WHEN jsonb_typeof(rules) = 'object' THEN (
    SELECT coalesce(jsonb_object_agg(type, CASE WHEN jsonb_typeof(rule) = 'object'
      THEN '{"debounceReadings":1,"debounceMinutes":0,"clearReadings":1,"clearThreshold":null,"reminderDays":0}'::jsonb || rule
      ELSE rule END), '{}'::jsonb)
    FROM jsonb_each(rules) AS each_rule(type, rule))
  ELSE rules END
$$;
--> statement-breakpoint
UPDATE settings SET value = pg_temp.with_rule_defaults(value) WHERE key = 'issueRules';
--> statement-breakpoint
UPDATE setting_versions
  SET before = pg_temp.with_rule_defaults(before), after = pg_temp.with_rule_defaults(after)
  WHERE key = 'issueRules';
