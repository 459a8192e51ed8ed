CREATE TABLE "coverage_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"normalized_address" text NOT NULL,
	"contact_info" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coverage_requests_address_idx" ON "coverage_requests" USING btree ("normalized_address");--> statement-breakpoint
CREATE INDEX "coverage_requests_created_idx" ON "coverage_requests" USING btree ("created_at");