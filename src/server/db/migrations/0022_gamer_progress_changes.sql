-- Gamers' own progress a server remembers for the campaign list (RememberedProgress) is dropped when it changes:
-- every statement that writes `campaign_participants` or `task_progress` announces, when it commits, each gamer
-- whose rows it wrote to the servers of this schema on `kleos_gamer_progress` (the payload: the schema, a space,
-- the gamer's id; the schema alone, for every gamer, on a truncate). Statement triggers over the written rows, so
-- a bulk write announces each gamer once.
CREATE FUNCTION "gamer_progress_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('kleos_gamer_progress', current_schema());
  ELSE
    PERFORM pg_notify('kleos_gamer_progress', current_schema() || ' ' || "gamers"."user_id"::text)
      FROM (SELECT DISTINCT "user_id" FROM "changed") AS "gamers";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_participants_inserted" AFTER INSERT ON "campaign_participants"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_participants_updated" AFTER UPDATE ON "campaign_participants"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_participants_deleted" AFTER DELETE ON "campaign_participants"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_participants_truncated" AFTER TRUNCATE ON "campaign_participants"
  FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "task_progress_inserted" AFTER INSERT ON "task_progress"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "task_progress_updated" AFTER UPDATE ON "task_progress"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "task_progress_deleted" AFTER DELETE ON "task_progress"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();--> statement-breakpoint
CREATE TRIGGER "task_progress_truncated" AFTER TRUNCATE ON "task_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "gamer_progress_changed"();
