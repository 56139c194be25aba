CREATE TABLE "job_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"skill_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rubric" text NOT NULL,
	"source" text DEFAULT 'typed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "origin" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reading" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_city" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_country" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workplace" text DEFAULT 'on_site' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_questions_job" ON "job_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_short_code" ON "jobs" USING btree ("short_code");