CREATE TABLE "watchlist_items" (
	"watchlist_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_items_watchlist_id_content_id_pk" PRIMARY KEY("watchlist_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "watchlist_shelf" (
	"account_id" uuid NOT NULL,
	"watchlist_id" text NOT NULL,
	"seq" serial NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_shelf_account_id_watchlist_id_pk" PRIMARY KEY("account_id","watchlist_id")
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_shelf" ADD CONSTRAINT "watchlist_shelf_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_shelf" ADD CONSTRAINT "watchlist_shelf_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_items_position_idx" ON "watchlist_items" USING btree ("watchlist_id","position");--> statement-breakpoint
CREATE INDEX "watchlist_shelf_account_seq_idx" ON "watchlist_shelf" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "watchlists_owner_idx" ON "watchlists" USING btree ("owner_id");