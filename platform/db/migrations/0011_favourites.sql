CREATE TABLE "favourites" (
	"account_id" text NOT NULL,
	"content_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_account_id_content_id_pk" PRIMARY KEY("account_id","content_id")
);
--> statement-breakpoint
CREATE INDEX "favourites_account_created_idx" ON "favourites" USING btree ("account_id","created_at");