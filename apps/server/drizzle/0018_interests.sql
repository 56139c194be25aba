CREATE TABLE "interest_answers" (
	"assessment_id" uuid NOT NULL,
	"question_number" smallint NOT NULL,
	"answer_number" smallint NOT NULL,
	"times_answered" integer DEFAULT 1 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_answers_assessment_id_question_number_pk" PRIMARY KEY("assessment_id","question_number")
);
--> statement-breakpoint
CREATE TABLE "interest_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text DEFAULT 'my_next_move_assessment' NOT NULL,
	"typed_scores" jsonb,
	"job_zone" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "interest_assessments_candidate_id_unique" UNIQUE("candidate_id")
);
--> statement-breakpoint
ALTER TABLE "interest_answers" ADD CONSTRAINT "interest_answers_assessment_id_interest_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."interest_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_assessments" ADD CONSTRAINT "interest_assessments_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;