ALTER TABLE "orders" ALTER COLUMN "payment_method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_percentage" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sequence_type" text DEFAULT 'oneoff' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mandate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD COLUMN "status" text DEFAULT 'used' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD COLUMN "once_per_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_once_idx" ON "discount_code_uses" USING btree ("code_id","user_id") WHERE "discount_code_uses"."once_per_user";--> statement-breakpoint
CREATE INDEX "discount_code_uses_order_idx" ON "discount_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "direct_debit_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"user_id" integer,
	"max_cents" integer NOT NULL,
	"period_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"provider_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"provider_customer_id" text,
	"provider_mandate_id" text,
	"label" text NOT NULL,
	"holder" text,
	"iban" text,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"mobile" text,
	"status" text DEFAULT 'valid' NOT NULL,
	"test_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_debit_limits" ADD CONSTRAINT "direct_debit_limits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_limits" ADD CONSTRAINT "direct_debit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_credit_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."credit_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_blocks" ADD CONSTRAINT "payment_blocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_verifications" ADD CONSTRAINT "sms_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_debit_limits_site_user_idx" ON "direct_debit_limits" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_prices_package_currency_idx" ON "package_prices" USING btree ("package_id","currency");--> statement-breakpoint
CREATE INDEX "payment_blocks_kind_value_idx" ON "payment_blocks" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user_provider_idx" ON "payment_customers" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "payment_mandates_user_idx" ON "payment_mandates" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sms_verifications_user_idx" ON "sms_verifications" USING btree ("user_id","id");--> statement-breakpoint
-- Prices for packages that exist already (an upgraded demo database): the package's own price in
-- its currency, and the demo price list of lib/server/payments/price-list.ts in the others.
INSERT INTO "package_prices" ("package_id", "currency", "price_cents")
SELECT "id", "currency", "price_cents" FROM "credit_packages"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "package_prices" ("package_id", "currency", "price_cents")
SELECT p."id", l."currency", l."price_cents"
FROM "credit_packages" p
JOIN (VALUES
  ('p0', 'PLN', 4299), ('p1', 'PLN', 7699), ('p2', 'PLN', 16999), ('p3', 'PLN', 29999),
  ('p0', 'SEK', 10900), ('p1', 'SEK', 19900), ('p2', 'SEK', 44900), ('p3', 'SEK', 79900),
  ('p0', 'NOK', 10900), ('p1', 'NOK', 19900), ('p2', 'NOK', 44900), ('p3', 'NOK', 79900),
  ('p0', 'DKK', 7500), ('p1', 'DKK', 13500), ('p2', 'DKK', 29900), ('p3', 'DKK', 52500),
  ('p0', 'CHF', 990), ('p1', 'CHF', 1790), ('p2', 'CHF', 3990), ('p3', 'CHF', 6990),
  ('p0', 'GBP', 899), ('p1', 'GBP', 1599), ('p2', 'GBP', 3499), ('p3', 'GBP', 5999),
  ('p0', 'USD', 1099), ('p1', 'USD', 1999), ('p2', 'USD', 4499), ('p3', 'USD', 7799)
) AS l("tier", "currency", "price_cents") ON l."tier" = p."tier"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The welcome code of every existing site (GET /api/discountcode.php?welcome=true).
INSERT INTO "discount_codes" ("site_id", "code", "value_percentage", "validity", "kind")
SELECT "id", 'WELCOME10', 10.0, 'once-per-user', 'welcome' FROM "sites"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text,
	"status" text DEFAULT 'open' NOT NULL,
	"sequence_type" text DEFAULT 'oneoff' NOT NULL,
	"mandate_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
