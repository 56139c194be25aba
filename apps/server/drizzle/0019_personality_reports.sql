CREATE TABLE "personality_reports" (
	"assessment_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"made_from" timestamp with time zone NOT NULL,
	"file_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personality_reports_assessment_id_locale_pk" PRIMARY KEY("assessment_id","locale")
);
--> statement-breakpoint
ALTER TABLE "personality_reports" ADD CONSTRAINT "personality_reports_assessment_id_personality_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."personality_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_reports" ADD CONSTRAINT "personality_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;