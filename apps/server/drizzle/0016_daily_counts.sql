CREATE TABLE "company_candidate_first_matches" (
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"first_matched_on" date NOT NULL,
	CONSTRAINT "company_candidate_first_matches_company_id_candidate_id_pk" PRIMARY KEY("company_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "daily_counts" (
	"day" date NOT NULL,
	"company_id" uuid,
	"metric" text NOT NULL,
	"nationality_group" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "daily_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","metric","day","nationality_group")
);
--> statement-breakpoint
ALTER TABLE "company_candidate_first_matches" ADD CONSTRAINT "company_candidate_first_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_candidate_first_matches" ADD CONSTRAINT "company_candidate_first_matches_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_counts" ADD CONSTRAINT "daily_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_candidate_first_matches_day" ON "company_candidate_first_matches" USING btree ("first_matched_on");--> statement-breakpoint
CREATE INDEX "daily_counts_day" ON "daily_counts" USING btree ("day");