CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "mail_log_user_idx" ON "mail_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_user_idx" ON "sms_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
-- the confirmations queued before kinds were stored
UPDATE "sms_outbox" SET "kind" = 'confirmation' WHERE "payment_id" IS NOT NULL;
