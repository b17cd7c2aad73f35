CREATE TABLE "gift_orders" (
	"basket_id" uuid PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"licence_id" text NOT NULL,
	"access_period" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"scale" integer NOT NULL,
	"sku" text NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 365 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_id" text NOT NULL,
	"licence_id" text NOT NULL,
	"access_period" text NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"payment_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gifts_code_unique" UNIQUE("code"),
	CONSTRAINT "gifts_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_product_id_gift_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gift_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_products" ADD CONSTRAINT "gift_products_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_product_id_gift_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gift_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_accounts_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_buyer_idx" ON "gifts" USING btree ("buyer_account_id","created_at");