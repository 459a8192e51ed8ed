ALTER TABLE "invoices" ADD COLUMN "for_attempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_success" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_billing_cycle" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_late_success_idx" ON "payments" USING btree ("created_at") WHERE "payments"."late_success";--> statement-breakpoint
-- Invoices that a payment attempt created for itself: written in the same transaction as the attempt's
-- first payment (issue date within two seconds of it). A bill chosen on its own (POST /subscriptions) is
-- issued before any payment of it, by a person, and is not matched.
UPDATE "invoices" AS "i" SET "for_attempt" = true
WHERE abs(extract(epoch from (
  (SELECT min("p"."created_at") FROM "payments" AS "p" WHERE "p"."invoice_id" = "i"."id") - "i"."issue_date"
))) < 2;--> statement-breakpoint
-- An attempt's invoice whose every payment failed, was cancelled or abandoned was never owed: void.
UPDATE "invoices" AS "i" SET "status" = 'void'
WHERE "i"."for_attempt" AND "i"."status" IN ('unpaid', 'overdue')
  AND NOT EXISTS (
    SELECT 1 FROM "payments" AS "p"
    WHERE "p"."invoice_id" = "i"."id" AND "p"."status" IN ('pending', 'processing', 'succeeded')
  );
