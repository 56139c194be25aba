CREATE TABLE "prescreening_answers" (
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	"value" jsonb,
	"knocked_out" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescreening_answers_job_id_candidate_id_question_id_pk" PRIMARY KEY("job_id","candidate_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "prescreening_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"assessment" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'typed' NOT NULL,
	"required_answer" boolean,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescreening_answers" ADD CONSTRAINT "prescreening_answers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreening_answers" ADD CONSTRAINT "prescreening_answers_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreening_questions" ADD CONSTRAINT "prescreening_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescreening_questions_job" ON "prescreening_questions" USING btree ("job_id","position");