CREATE TABLE "live_announcements" (
	"content_id" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_announcements_content_id_start_date_pk" PRIMARY KEY("content_id","start_date")
);
--> statement-breakpoint
ALTER TABLE "live_announcements" ADD CONSTRAINT "live_announcements_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;