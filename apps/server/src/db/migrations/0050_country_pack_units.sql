-- Hand-written, data only: a country's pack now says which units its users read measures in (decision 168). A pack
-- staff changed before keeps its changes and gets the metric units every country had until then.
UPDATE "settings"
SET "value" = jsonb_set("value", '{defaults,units}', '{"area": "hectare", "temperature": "celsius", "rainfall": "millimeter"}')
WHERE "key" LIKE 'country:%' AND "value" ? 'defaults' AND NOT ("value"->'defaults' ? 'units');
