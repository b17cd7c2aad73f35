ALTER TABLE "gift_products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;