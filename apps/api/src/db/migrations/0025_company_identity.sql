-- One company per identity (decision 296): a BIN or trade licence number is registered to one
-- company, compared in lower case without white space or dashes, held by two unique indexes. A
-- database may already hold duplicates: the newer company of each (by created_at, then id) is
-- marked legacy_duplicate and left outside both indexes, so this migration never fails on them;
-- the API refuses new duplicates of them too, and saving such a company's details clears the mark
-- (and then must not duplicate another company). `SELECT … WHERE legacy_duplicate` lists them.
ALTER TABLE "companies" ADD COLUMN "legacy_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "companies" AS "newer" SET "legacy_duplicate" = true
WHERE EXISTS (
	SELECT 1 FROM "companies" AS "older"
	WHERE ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id")
		AND (
			(lower(regexp_replace("older"."bin", '[[:space:]-]', '', 'g')) = lower(regexp_replace("newer"."bin", '[[:space:]-]', '', 'g'))
				AND lower(regexp_replace("newer"."bin", '[[:space:]-]', '', 'g')) <> '')
			OR (lower(regexp_replace("older"."trade_licence_number", '[[:space:]-]', '', 'g')) = lower(regexp_replace("newer"."trade_licence_number", '[[:space:]-]', '', 'g'))
				AND lower(regexp_replace("newer"."trade_licence_number", '[[:space:]-]', '', 'g')) <> '')
		)
);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_bin_key" ON "companies" USING btree (lower(regexp_replace("bin", '[[:space:]-]', '', 'g'))) WHERE lower(regexp_replace("companies"."bin", '[[:space:]-]', '', 'g')) <> '' and not "companies"."legacy_duplicate";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_trade_licence_key" ON "companies" USING btree (lower(regexp_replace("trade_licence_number", '[[:space:]-]', '', 'g'))) WHERE lower(regexp_replace("companies"."trade_licence_number", '[[:space:]-]', '', 'g')) <> '' and not "companies"."legacy_duplicate";