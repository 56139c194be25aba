CREATE TABLE "assessment_reports" (
	"attempt_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"made_from" timestamp with time zone NOT NULL,
	"file_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_reports_attempt_id_locale_pk" PRIMARY KEY("attempt_id","locale")
);
--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;