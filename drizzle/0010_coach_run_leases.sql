DROP INDEX "coach_runs_status_idx";--> statement-breakpoint
ALTER TABLE "coach_runs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "coach_runs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_runs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "coach_runs_open_lease_idx" ON "coach_runs" USING btree ("lease_expires_at") WHERE "coach_runs"."status" in ('queued', 'in_progress');