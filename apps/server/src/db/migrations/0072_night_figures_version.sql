CREATE TABLE "night_figures_version" (
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "night_figures_version" VALUES (0);
--> statement-breakpoint
-- As `territory_version_bump`: deferred to the commit, once per transaction however many rows it changed.
CREATE FUNCTION night_figures_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('console.night_figures_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('console.night_figures_bumped', 'yes', true);
    UPDATE night_figures_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER night_figures_on_sensor_nights AFTER INSERT OR UPDATE OR DELETE ON sensor_nights
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION night_figures_version_bump();
--> statement-breakpoint
-- A sensor's owner decides a provider's scope, its weather source the QoS tab's working weather.
CREATE CONSTRAINT TRIGGER night_figures_on_sensor_update AFTER UPDATE ON sensors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.weather_source IS DISTINCT FROM NEW.weather_source)
  EXECUTE FUNCTION night_figures_version_bump();
--> statement-breakpoint
-- An account's provider decides a provider's scope; its name, provider and country, the QoS tab's groups.
CREATE CONSTRAINT TRIGGER night_figures_on_account_update AFTER UPDATE ON accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.name IS DISTINCT FROM NEW.name OR OLD.provider_id IS DISTINCT FROM NEW.provider_id
    OR OLD.postal_address IS DISTINCT FROM NEW.postal_address)
  EXECUTE FUNCTION night_figures_version_bump();
