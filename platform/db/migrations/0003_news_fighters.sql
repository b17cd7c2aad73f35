CREATE TABLE "fighter_bouts" (
	"id" text PRIMARY KEY NOT NULL,
	"fighter_id" text NOT NULL,
	"opponent" text NOT NULL,
	"event_name" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"method" text NOT NULL,
	"round" integer,
	"content_id" text
);
--> statement-breakpoint
CREATE TABLE "fighters" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"country" text,
	"weight_class" text NOT NULL,
	"rank" integer,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"feed_name" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" text,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"content_id" text,
	CONSTRAINT "news_items_feed_name_id_pk" PRIMARY KEY("feed_name","id")
);
--> statement-breakpoint
ALTER TABLE "fighter_bouts" ADD CONSTRAINT "fighter_bouts_fighter_id_fighters_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_bouts" ADD CONSTRAINT "fighter_bouts_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_feed_name_news_feeds_name_fk" FOREIGN KEY ("feed_name") REFERENCES "public"."news_feeds"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fighter_bouts_fighter_idx" ON "fighter_bouts" USING btree ("fighter_id","date");--> statement-breakpoint
CREATE INDEX "fighters_ranking_idx" ON "fighters" USING btree ("weight_class","rank");--> statement-breakpoint
CREATE INDEX "fighters_name_idx" ON "fighters" USING btree ("name");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");