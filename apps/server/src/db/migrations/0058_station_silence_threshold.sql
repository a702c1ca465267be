-- The issue rules gain a threshold for absence_station_meteo (a partner station's silence, decision 176): a stored
-- value without it would no longer read, and the staff's rules would fall back to the defaults.
UPDATE "settings"
SET "value" = jsonb_set("value", '{absence_station_meteo,threshold}', '48')
WHERE "key" = 'issueRules' AND "value" ? 'absence_station_meteo'
  AND ("value"->'absence_station_meteo'->'threshold') = 'null'::jsonb;
