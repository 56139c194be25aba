CREATE TABLE "candidate_pokes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"poked_by" uuid,
	"poked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruiter_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_pokes" ADD CONSTRAINT "candidate_pokes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_pokes" ADD CONSTRAINT "candidate_pokes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_pokes" ADD CONSTRAINT "candidate_pokes_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_pokes" ADD CONSTRAINT "candidate_pokes_poked_by_users_id_fk" FOREIGN KEY ("poked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_favorites" ADD CONSTRAINT "recruiter_favorites_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_favorites" ADD CONSTRAINT "recruiter_favorites_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_favorites" ADD CONSTRAINT "recruiter_favorites_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_pokes_once" ON "candidate_pokes" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_pokes_candidate" ON "candidate_pokes" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_pokes_company" ON "candidate_pokes" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_favorites_once" ON "recruiter_favorites" USING btree ("recruiter_id","candidate_id",coalesce("job_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "recruiter_favorites_latest" ON "recruiter_favorites" USING btree ("recruiter_id","created_at" DESC NULLS LAST);