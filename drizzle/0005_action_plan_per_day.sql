DROP INDEX "daily_action_plans_user_date_idx";--> statement-breakpoint
-- Keep the newest plan of each user and day (the one the app always read); older twins go.
DELETE FROM "daily_action_plans" p USING "daily_action_plans" q
WHERE p."user_id" = q."user_id" AND p."date" = q."date"
  AND (p."created_at", p."id") < (q."created_at", q."id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_action_plans_user_date_uq" ON "daily_action_plans" USING btree ("user_id","date");