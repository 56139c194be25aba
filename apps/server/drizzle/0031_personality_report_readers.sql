ALTER TABLE "personality_reports" ADD COLUMN "audience" text DEFAULT 'candidate' NOT NULL;--> statement-breakpoint
ALTER TABLE "personality_reports" DROP CONSTRAINT "personality_reports_assessment_id_locale_pk";--> statement-breakpoint
ALTER TABLE "personality_reports" ADD CONSTRAINT "personality_reports_assessment_id_locale_audience_pk" PRIMARY KEY("assessment_id","locale","audience");
