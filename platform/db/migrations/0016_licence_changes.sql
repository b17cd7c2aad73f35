CREATE TABLE "price_migrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"licence_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"scale" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_licence_id" text;--> statement-breakpoint
ALTER TABLE "price_migrations" ADD CONSTRAINT "price_migrations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_migrations" ADD CONSTRAINT "price_migrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_migrations" ADD CONSTRAINT "price_migrations_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_migrations_subscription_idx" ON "price_migrations" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_migrations_one_pending" ON "price_migrations" USING btree ("subscription_id") WHERE status = 'PENDING';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_licence_id_licences_id_fk" FOREIGN KEY ("scheduled_licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;