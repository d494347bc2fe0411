ALTER TABLE "chat_messages" ADD COLUMN "run_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_run_role_idx" ON "chat_messages" USING btree ("run_id","role");