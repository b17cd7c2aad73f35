CREATE TABLE "epg_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"position" integer NOT NULL,
	"requires_sign_in" boolean DEFAULT false NOT NULL,
	"licences" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "epg_channels_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "epg_programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"thumbnail_url" text,
	"episode" text
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"playlist_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "playlist_items_playlist_id_position_pk" PRIMARY KEY("playlist_id","position"),
	CONSTRAINT "playlist_items_content_uq" UNIQUE("playlist_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"series_id" text NOT NULL,
	"title" text NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "seasons_series_number_uq" UNIQUE("series_id","number")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"poster_url" text
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "season_id" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "episode_number" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "premiere_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, translate(lower(coalesce(title, '')), 'áàâäãåāçćčéèêëēėęíìîïīñńóòôöõøōśšúùûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiinnoooooooossuuuuuyyzzz')), 'A') || setweight(to_tsvector('simple'::regconfig, translate(lower(coalesce(description, '')), 'áàâäãåāçćčéèêëēėęíìîïīñńóòôöõøōśšúùûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiinnoooooooossuuuuuyyzzz')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "epg_programmes" ADD CONSTRAINT "epg_programmes_channel_id_epg_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."epg_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_content_items_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epg_programmes_channel_time_idx" ON "epg_programmes" USING btree ("channel_id","start_date");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_items_type_idx" ON "content_items" USING btree ("type");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_season_episode_uq" UNIQUE("season_id","episode_number");