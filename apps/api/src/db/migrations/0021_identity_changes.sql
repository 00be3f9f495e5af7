-- Every change to a session or a user is announced on `partline_identity` (decision 225): the
-- identity hook on PGlite keeps the sessions it has read and drops them all on this signal, so
-- that a sign-out, a ban or a role change counts at the next request as before (decision 042).
-- One notification a statement, with no payload; inserts change nothing already read.
CREATE FUNCTION "partline_identity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('partline_identity', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_identity_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_identity_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_identity_changed"();
