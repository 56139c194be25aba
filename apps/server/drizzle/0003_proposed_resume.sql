ALTER TABLE "candidate_profiles" ADD COLUMN "proposed_file_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "proposed_status" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "proposed_error" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "proposed_profile" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_proposed_file_id_files_id_fk" FOREIGN KEY ("proposed_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;