CREATE TABLE "interview_second_opinions" (
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_second_opinions_interview_id_attempt_pk" PRIMARY KEY("interview_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "interview_second_opinions" ADD CONSTRAINT "interview_second_opinions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;