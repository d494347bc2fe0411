ALTER TABLE "coach_messages" ADD COLUMN "run_id" text;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_run_id_coach_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."coach_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_messages_run_idx" ON "coach_messages" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "coach_messages_user_created_idx" ON "coach_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_runs_user_created_idx" ON "coach_runs" USING btree ("user_id","created_at");