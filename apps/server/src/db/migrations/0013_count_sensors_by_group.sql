CREATE TABLE "sensor_counts" (
	"account_id" uuid NOT NULL,
	"state" text NOT NULL,
	"usage" text NOT NULL,
	"faulty" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sensor_counts_account_idx" ON "sensor_counts" USING btree ("account_id");--> statement-breakpoint
-- A sensor leaving a group writes -1 to it, one entering writes +1; the groups' sums are the counts.
CREATE FUNCTION sensor_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO sensor_counts VALUES (OLD.account_id, OLD.state, OLD.usage, OLD.open_issue_count > 0, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO sensor_counts VALUES (NEW.account_id, NEW.state, NEW.usage, NEW.open_issue_count > 0, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sensor_counts_on_insert_or_delete AFTER INSERT OR DELETE ON sensors
  FOR EACH ROW EXECUTE FUNCTION sensor_counts_track();
--> statement-breakpoint
-- Most updates are a device's report that moves no sensor to another group: those write nothing.
CREATE TRIGGER sensor_counts_on_update AFTER UPDATE OF account_id, state, usage, open_issue_count ON sensors
  FOR EACH ROW WHEN (
    OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.usage IS DISTINCT FROM NEW.usage OR (OLD.open_issue_count > 0) IS DISTINCT FROM (NEW.open_issue_count > 0))
  EXECUTE FUNCTION sensor_counts_track();
--> statement-breakpoint
INSERT INTO sensor_counts (account_id, state, usage, faulty, n)
  SELECT account_id, state, usage, open_issue_count > 0, count(*) FROM sensors GROUP BY 1, 2, 3, 4;
