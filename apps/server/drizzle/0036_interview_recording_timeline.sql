ALTER TABLE "interview_recordings" ADD COLUMN "started_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD COLUMN "missing_chunks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "interview_recordings_unfinished" ON "interview_recordings" USING btree ("created_at") WHERE "interview_recordings"."file_id" is null;