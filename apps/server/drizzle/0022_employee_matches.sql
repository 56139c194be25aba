CREATE TABLE "employee_job_matches" (
	"employee_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"score" real NOT NULL,
	"gaps" jsonb NOT NULL,
	CONSTRAINT "employee_job_matches_employee_id_job_id_pk" PRIMARY KEY("employee_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "employee_match_runs" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_job_matches" ADD CONSTRAINT "employee_job_matches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_job_matches" ADD CONSTRAINT "employee_job_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_job_matches" ADD CONSTRAINT "employee_job_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_match_runs" ADD CONSTRAINT "employee_match_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_job_matches_company_job_score" ON "employee_job_matches" USING btree ("company_id","job_id","score");--> statement-breakpoint
INSERT INTO "employee_match_runs" ("company_id") SELECT DISTINCT "company_id" FROM "employees";
