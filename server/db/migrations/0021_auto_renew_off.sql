CREATE TABLE "auto_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"outcome" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "auto_renew" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "auto_renewals" ADD CONSTRAINT "auto_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_renewals" ADD CONSTRAINT "auto_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_renewals_once" ON "auto_renewals" USING btree ("subscription_id","period_end");--> statement-breakpoint
-- Auto-renew was on for everyone by default and nothing acted on it: nobody chose it. Now that it charges a
-- phone, it is off until the customer turns it on (docs/product-rules.md "Auto-renew").
UPDATE "subscriptions" SET "auto_renew" = false;--> statement-breakpoint
UPDATE "user_settings" SET "billing" = "billing" || '{"autoRenew": false}'::jsonb WHERE "billing" IS NOT NULL;
