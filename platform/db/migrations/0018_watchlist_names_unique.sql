-- An owner's list names must differ ignoring case. Lists made before that rule keep their names,
-- except a second (third, …) list with a name already taken, which takes a free suffix " (2)",
-- " (3)", … (the oldest keeps the plain name); names stay within 60 characters.
UPDATE "watchlists" SET "name" = btrim("name") WHERE "name" <> btrim("name");--> statement-breakpoint
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT "id", "owner_id", "name" FROM (
      SELECT "id", "owner_id", "name", lower("name") AS "folded",
        row_number() OVER (PARTITION BY "owner_id", lower("name") ORDER BY "created_at", "id") AS "rank"
      FROM "watchlists"
    ) AS "ranked"
    WHERE "rank" > 1
    ORDER BY "owner_id", "folded", "rank"
  LOOP
    n := 2;
    LOOP
      candidate := left(dup."name", 60 - length(' (' || n || ')')) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "watchlists" WHERE "owner_id" = dup."owner_id" AND lower("name") = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "watchlists" SET "name" = candidate WHERE "id" = dup."id";
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlists_owner_name_uq" ON "watchlists" USING btree ("owner_id",lower("name"));
