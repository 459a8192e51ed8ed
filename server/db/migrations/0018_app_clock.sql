CREATE TABLE "app_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_seconds" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
