CREATE TABLE "candidate_search_documents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"current_title" text,
	"location" text,
	"country" text,
	"city" text,
	"experience_years" integer NOT NULL,
	"availability" text[] NOT NULL,
	"top_skills" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"document" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"indexed_month" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ADD CONSTRAINT "candidate_search_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_documents_document" ON "candidate_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_place" ON "candidate_search_documents" USING btree ("country","city");