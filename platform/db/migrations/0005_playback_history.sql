CREATE TABLE "playback_media" (
	"content_id" text PRIMARY KEY NOT NULL,
	"clip" text NOT NULL,
	"online_playback" boolean DEFAULT true NOT NULL,
	"vod_id" text
);
--> statement-breakpoint
CREATE TABLE "stream_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"stream_key" text NOT NULL,
	"content_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_sessions_account_key_uq" UNIQUE("account_id","stream_key")
);
--> statement-breakpoint
CREATE TABLE "viewer_details" (
	"account_id" text PRIMARY KEY NOT NULL,
	"birth_date" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"account_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_history_account_id_content_id_pk" PRIMARY KEY("account_id","content_id")
);
--> statement-breakpoint
CREATE INDEX "stream_sessions_account_seen_idx" ON "stream_sessions" USING btree ("account_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "watch_history_account_updated_idx" ON "watch_history" USING btree ("account_id","updated_at");