ALTER TABLE "payments" ADD COLUMN "awaiting_otp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_checked_at" timestamp with time zone;