CREATE TABLE "watch_together_presence" (
	"event_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_together_presence_event_id_account_id_profile_id_pk" PRIMARY KEY("event_id","account_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "watch_together_presence" ADD CONSTRAINT "watch_together_presence_event_id_content_items_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_together_presence" ADD CONSTRAINT "watch_together_presence_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_together_presence_seen_idx" ON "watch_together_presence" USING btree ("last_seen_at");