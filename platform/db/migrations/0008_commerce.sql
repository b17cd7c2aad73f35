CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"licence_id" text,
	"status" text NOT NULL,
	"voucher_code" text,
	"acknowledge_no_free_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_details" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"licence_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"subscription_id" uuid,
	"payment_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entitlements_payment_uq" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "free_trials" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"licence_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"family" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"purchase_strategy" text NOT NULL,
	"subscription_period" text,
	"access_ends_at" timestamp with time zone,
	"trial_period" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"scale" integer NOT NULL,
	"sku" text NOT NULL,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"period_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta" text,
	"required_billing_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method_type" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" text,
	"provider_ref" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"basket_id" uuid,
	"subscription_id" uuid,
	"licence_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"scale" integer NOT NULL,
	"currency" text NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"voucher_code" text,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payment_method_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"answer_status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_idempotency_uq" UNIQUE("account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"licence_id" text NOT NULL,
	"status" text NOT NULL,
	"auto_renewing" boolean DEFAULT true NOT NULL,
	"pause_state" text,
	"pending_actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"period" text NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"renewal_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"scale" integer NOT NULL,
	"voucher_code" text,
	"discounted_renewals_left" integer DEFAULT 0 NOT NULL,
	"discounted_renewal_amount" bigint,
	"provider" text NOT NULL,
	"payment_method_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_id" uuid,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_redemptions_code_account_id_pk" PRIMARY KEY("code","account_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"percentage" integer,
	"amount" bigint,
	"currency" text,
	"scale" integer,
	"life_time_repeat" integer DEFAULT 1 NOT NULL,
	"licence_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trials" ADD CONSTRAINT "free_trials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baskets_account_idx" ON "baskets" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "entitlements_account_idx" ON "entitlements" USING btree ("account_id","ends_at");--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("status","current_period_end");