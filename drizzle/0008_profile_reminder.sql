ALTER TABLE "user_profiles" ADD COLUMN "reminder_time" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "habit_context" text;