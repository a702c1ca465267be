-- A favourite's parcels are resolved and reused like its sensors (decision 189): a parcel that changes account can
-- leave or enter a territory of accounts, so that change counts too.
DROP TRIGGER territory_on_parcel_update ON parcels;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER territory_on_parcel_update AFTER UPDATE ON parcels
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.address IS DISTINCT FROM NEW.address OR OLD.risk_level IS DISTINCT FROM NEW.risk_level
    OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION territory_version_bump();
