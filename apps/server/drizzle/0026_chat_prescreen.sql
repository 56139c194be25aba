CREATE TABLE "chat_prescreen_messages" (
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"question_id" uuid,
	"question_kind" text,
	"text" text NOT NULL,
	"value" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_prescreen_messages_job_id_candidate_id_position_pk" PRIMARY KEY("job_id","candidate_id","position")
);
--> statement-breakpoint
ALTER TABLE "prescreening_answers" ADD COLUMN "unclear_reply" text;--> statement-breakpoint
ALTER TABLE "chat_prescreen_messages" ADD CONSTRAINT "chat_prescreen_messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_prescreen_messages" ADD CONSTRAINT "chat_prescreen_messages_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;