CREATE TABLE "job_skills" (
	"job_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"name" text NOT NULL,
	"importance" real NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_job_id" text,
	"company_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"sector" text NOT NULL,
	"industry" text,
	"job_type" text NOT NULL,
	"experience_value" integer DEFAULT 0 NOT NULL,
	"experience_unit" text DEFAULT 'years' NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"occupation_id" text,
	"public_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_skills_skill" ON "job_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_public_key" ON "jobs" USING btree ("public_key");--> statement-breakpoint
CREATE INDEX "jobs_company" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_published" ON "jobs" USING btree ("status","published_at");