CREATE TABLE "payment_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid,
	"licence_id" text NOT NULL,
	"item_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" uuid,
	"amount" bigint,
	"scale" integer,
	"currency" text,
	"description" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "resume_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "cancellation_promo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_account_idx" ON "payment_history" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_next_action_idx" ON "subscriptions" USING btree ("next_action_at");