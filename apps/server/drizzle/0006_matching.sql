CREATE TABLE "candidate_job_marks" (
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"favorited_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_job_marks_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_job_matches" (
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "candidate_job_matches_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_matching" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"match_input" jsonb,
	"computed_at" timestamp with time zone NOT NULL,
	"floor" real NOT NULL,
	"total" integer NOT NULL,
	"refresh_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_candidate_matches" (
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "job_candidate_matches_job_id_candidate_id_pk" PRIMARY KEY("job_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "job_matching" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"floor" real NOT NULL,
	"total" integer NOT NULL,
	"refresh_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matching_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_job_marks" ADD CONSTRAINT "candidate_job_marks_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_job_marks" ADD CONSTRAINT "candidate_job_marks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_job_matches" ADD CONSTRAINT "candidate_job_matches_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_job_matches" ADD CONSTRAINT "candidate_job_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matching" ADD CONSTRAINT "candidate_matching_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidate_matches" ADD CONSTRAINT "job_candidate_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidate_matches" ADD CONSTRAINT "job_candidate_matches_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matching" ADD CONSTRAINT "job_matching_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_job_marks_job" ON "candidate_job_marks" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "candidate_job_matches_best" ON "candidate_job_matches" USING btree ("candidate_id","score" DESC NULLS LAST,"job_id");--> statement-breakpoint
CREATE INDEX "candidate_job_matches_job" ON "candidate_job_matches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_candidate_matches_best" ON "job_candidate_matches" USING btree ("job_id","score" DESC NULLS LAST,"candidate_id");--> statement-breakpoint
CREATE INDEX "job_candidate_matches_candidate" ON "job_candidate_matches" USING btree ("candidate_id");