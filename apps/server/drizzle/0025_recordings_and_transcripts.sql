CREATE TABLE "speech_transcripts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"duration_seconds" real,
	"words" jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "chunk_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "speech_transcripts" ADD CONSTRAINT "speech_transcripts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;