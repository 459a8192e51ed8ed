CREATE TABLE "notification_stream_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_stream_tickets" ADD CONSTRAINT "notification_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_stream_tickets_expiry_idx" ON "notification_stream_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notification_stream_tickets_user_idx" ON "notification_stream_tickets" USING btree ("user_id");