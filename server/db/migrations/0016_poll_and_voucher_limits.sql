ALTER TABLE "payments" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "otp_attempts" integer DEFAULT 0 NOT NULL;