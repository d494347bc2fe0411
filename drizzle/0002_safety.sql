CREATE TABLE "safety_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"warning_signs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coping_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"distractions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"helpers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"professionals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safe_environment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reasons_for_living" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_threads" ADD COLUMN "state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_plans" ADD CONSTRAINT "safety_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;