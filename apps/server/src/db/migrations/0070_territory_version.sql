CREATE TABLE "territory_version" (
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "territory_version" VALUES (0);
--> statement-breakpoint
-- Deferred to the commit, so that the row is locked only while a transaction commits (never while it still takes
-- other rows' locks), and bumped once however many rows the transaction changed: its first event marks it.
CREATE FUNCTION territory_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('console.territory_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('console.territory_bumped', 'yes', true);
    UPDATE territory_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER territory_on_sensor_insert_or_delete AFTER INSERT OR DELETE ON sensors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION territory_version_bump();
--> statement-breakpoint
-- A device's report that changes none of a territory's sensor criteria bumps nothing.
CREATE CONSTRAINT TRIGGER territory_on_sensor_update AFTER UPDATE ON sensors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.parcel_id IS DISTINCT FROM NEW.parcel_id
    OR OLD.state IS DISTINCT FROM NEW.state OR OLD.usage IS DISTINCT FROM NEW.usage
    OR OLD.serial_number IS DISTINCT FROM NEW.serial_number OR OLD.tags IS DISTINCT FROM NEW.tags
    OR (OLD.open_issue_count > 0) IS DISTINCT FROM (NEW.open_issue_count > 0))
  EXECUTE FUNCTION territory_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER territory_on_parcel_insert_or_delete AFTER INSERT OR DELETE ON parcels
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION territory_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER territory_on_parcel_update AFTER UPDATE ON parcels
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.address IS DISTINCT FROM NEW.address OR OLD.risk_level IS DISTINCT FROM NEW.risk_level)
  EXECUTE FUNCTION territory_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER territory_on_crop_change AFTER INSERT OR UPDATE OR DELETE ON crops
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION territory_version_bump();
