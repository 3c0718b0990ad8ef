-- Whatever takes rights away from a signed-in user, whoever writes it (SQL by an administrator included), appends
-- a 'user.changed' event (visible to no client): every API process then drops the cached sessions of that user at
-- once (packages/trpc/src/auth/session-cache.ts). A deactivation, a deleted user, a removed or changed group
-- membership name the user, a renamed group names no one (every cached session is dropped). A new membership
-- only grants and shows within the few seconds of the cache. Same lock and notification as appendEvent
-- (packages/trpc/src/events/append-event.ts), so event ids still commit in order.
-- The body is an escape string with \x3B for its semicolons: the pg adapter of Prisma splits a migration at every semicolon.
CREATE FUNCTION "sappis_user_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  appended bigint\x3B
BEGIN
  PERFORM pg_advisory_xact_lock(735102001)\x3B
  INSERT INTO "events" ("type", "userId", "payload")
  VALUES (''user.changed'', CASE WHEN TG_NARGS > 0 THEN (to_jsonb(OLD) ->> TG_ARGV[0])::integer END, ''{}''::jsonb)
  RETURNING "id" INTO appended\x3B
  PERFORM pg_notify(''sappis_events'', appended::text)\x3B
  RETURN NULL\x3B
END
';

CREATE TRIGGER "users_deactivated" AFTER UPDATE OF "active" ON "users"
  FOR EACH ROW WHEN (OLD."active" AND NOT NEW."active") EXECUTE FUNCTION "sappis_user_changed"('id');
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "sappis_user_changed"('id');
CREATE TRIGGER "user_groups_changed" AFTER UPDATE OR DELETE ON "user_groups"
  FOR EACH ROW EXECUTE FUNCTION "sappis_user_changed"('userId');
CREATE TRIGGER "groups_renamed" AFTER UPDATE OF "name" ON "groups"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "sappis_user_changed"();
