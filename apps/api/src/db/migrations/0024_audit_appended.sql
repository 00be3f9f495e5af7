-- Every statement that appends to the audit log is announced on `partline_audit` (decision 285):
-- each instance keeps the log's pages it has answered and drops them on this signal, so that an
-- entry appended by another instance, or by SQL by hand, shows on the next read. NOTIFY is sent at
-- commit: a rolled-back action announces nothing. One notification a statement, with no payload;
-- the log allows no other write (migration 0004).
CREATE FUNCTION "partline_audit_appended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('partline_audit', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_appended" AFTER INSERT ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_audit_appended"();
