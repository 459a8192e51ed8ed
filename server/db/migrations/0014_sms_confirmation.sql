CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"user_id" uuid,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_payment_key" ON "sms_outbox" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to");