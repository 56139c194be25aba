CREATE TABLE "interview_answer_evaluations" (
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer_updated_at" timestamp with time zone NOT NULL,
	"engine_version" text NOT NULL,
	"status" text NOT NULL,
	"insufficient_reason" text,
	"band" text,
	"score" real,
	"result" jsonb NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answer_evaluations_interview_id_attempt_question_id_pk" PRIMARY KEY("interview_id","attempt","question_id")
);
--> statement-breakpoint
CREATE TABLE "interview_attempt_evaluations" (
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"engine_version" text NOT NULL,
	"band" text,
	"score" real,
	"evaluated_answers" integer NOT NULL,
	"insufficient_answers" integer NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_attempt_evaluations_interview_id_attempt_pk" PRIMARY KEY("interview_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "interview_review_requests" (
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_review_requests_interview_id_attempt_pk" PRIMARY KEY("interview_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "interview_score_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"question_id" text,
	"target" text NOT NULL,
	"band" text NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answer_evaluations" ADD CONSTRAINT "interview_answer_evaluations_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempt_evaluations" ADD CONSTRAINT "interview_attempt_evaluations_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_review_requests" ADD CONSTRAINT "interview_review_requests_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_score_overrides" ADD CONSTRAINT "interview_score_overrides_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_score_overrides" ADD CONSTRAINT "interview_score_overrides_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_score_overrides_interview" ON "interview_score_overrides" USING btree ("interview_id","attempt","at");