-- Whichever statement raises notifications (a service, a job, the ingestion of a batch), the server processes that
-- listen hear of it when its transaction commits, and e-mail them at once rather than at the minute job's next run.
-- Only an insert that created rows tells: a batch that raises no alert costs no e-mail run.
CREATE FUNCTION notifications_tell_raised() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM raised) THEN
    PERFORM pg_notify('notifications_raised', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_tell_raised AFTER INSERT ON notifications REFERENCING NEW TABLE AS raised
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_tell_raised();
