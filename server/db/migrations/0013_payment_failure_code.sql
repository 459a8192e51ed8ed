ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
UPDATE "payments" SET "failure_code" = CASE
  WHEN "status" = 'cancelled' THEN 'cancelled'
  WHEN "status" = 'abandoned' THEN 'abandoned'
  WHEN "failure_reason" ILIKE '%insufficient%' THEN 'insufficient_funds'
  WHEN "failure_reason" ILIKE '%in time%' OR "failure_reason" ILIKE '%timed out%' OR "gateway_response" = 'Timeout' THEN 'timeout'
  WHEN "failure_reason" ILIKE '%declined%' THEN 'declined'
  WHEN "failure_reason" ILIKE '%does not match%' THEN 'amount_mismatch'
  ELSE 'provider_error'
END WHERE "status" IN ('failed', 'cancelled', 'abandoned');
