CREATE TABLE "interview_integrity_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"kind" text NOT NULL,
	"question_id" text,
	"seconds" real NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_recordings" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"interview_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"question_id" text,
	"kind" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_integrity_notes" ADD CONSTRAINT "interview_integrity_notes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD CONSTRAINT "interview_recordings_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD CONSTRAINT "interview_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_integrity_notes_interview" ON "interview_integrity_notes" USING btree ("interview_id","attempt","at");--> statement-breakpoint
CREATE INDEX "interview_recordings_interview" ON "interview_recordings" USING btree ("interview_id","attempt");