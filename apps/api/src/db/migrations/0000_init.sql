CREATE TYPE "public"."order_status" AS ENUM('unpaid', 'paid', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"institution" text,
	"phone_number" text,
	"address" text,
	"date_of_birth" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price_poisha" bigint NOT NULL,
	"min_order" integer NOT NULL,
	"available_quantity" integer NOT NULL,
	"held_quantity" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_poisha" > 0),
	CONSTRAINT "products_min_order_positive" CHECK ("products"."min_order" >= 1),
	CONSTRAINT "products_available_not_negative" CHECK ("products"."available_quantity" >= 0),
	CONSTRAINT "products_held_within_available" CHECK ("products"."held_quantity" >= 0 AND "products"."held_quantity" <= "products"."available_quantity")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_name" text NOT NULL,
	"author_image" text NOT NULL,
	"published_on" date NOT NULL,
	"heading" text NOT NULL,
	"image" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_price_poisha" bigint NOT NULL,
	"product_image" text NOT NULL,
	"product_description" text NOT NULL,
	"min_order" integer NOT NULL,
	"available_quantity_at_order" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_poisha" bigint NOT NULL,
	"address" text,
	"phone_number" text,
	"status" "order_status" DEFAULT 'unpaid' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"payment_provider" text,
	"card_brand" text,
	"card_last4" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"order_id" uuid,
	"user_name" text NOT NULL,
	"user_image" text NOT NULL,
	"body" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_key" ON "products" USING btree (lower(btrim("name"))) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_catalog_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_email_idx" ON "orders" USING btree ("user_email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transaction_id_key" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_key" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);