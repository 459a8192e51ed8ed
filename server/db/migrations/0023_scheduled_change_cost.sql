ALTER TABLE "subscriptions" ADD COLUMN "next_paid_pesewas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A change scheduled before its cost was kept: the price parts of the succeeded payments for the scheduled
-- plan and cycle since the last success for anything else (what bought its time; never more than was paid).
UPDATE "subscriptions" s SET "next_paid_pesewas" = coalesce((
  SELECT sum(p."amount_pesewas" - p."credit_pesewas") FROM "payments" p
   WHERE p."user_id" = s."user_id" AND p."status" = 'succeeded'
     AND p."plan_id" = s."next_plan_id" AND p."billing_cycle" = s."next_billing_cycle"
     AND p."paid_at" > coalesce((
       SELECT max(q."paid_at") FROM "payments" q
        WHERE q."user_id" = s."user_id" AND q."status" = 'succeeded'
          AND (q."plan_id" <> s."next_plan_id" OR q."billing_cycle" <> s."next_billing_cycle")), '-infinity')
), 0)
WHERE s."next_plan_id" IS NOT NULL;
