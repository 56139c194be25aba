CREATE TABLE "personality_answers" (
	"assessment_id" uuid NOT NULL,
	"question_number" smallint NOT NULL,
	"answer_number" smallint NOT NULL,
	"times_answered" integer DEFAULT 1 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personality_answers_assessment_id_question_number_pk" PRIMARY KEY("assessment_id","question_number")
);
--> statement-breakpoint
CREATE TABLE "personality_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"short_scale_completed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "personality_assessments_candidate_id_unique" UNIQUE("candidate_id")
);
--> statement-breakpoint
ALTER TABLE "personality_answers" ADD CONSTRAINT "personality_answers_assessment_id_personality_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."personality_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_assessments" ADD CONSTRAINT "personality_assessments_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personality_assessments_short_done" ON "personality_assessments" USING btree ("short_scale_completed_at");