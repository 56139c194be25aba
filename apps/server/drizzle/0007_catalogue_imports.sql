CREATE TABLE "catalogue_esco_skills" (
	"uri" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"aliases" jsonb NOT NULL,
	"aliases_ar" jsonb NOT NULL,
	"hidden_aliases" jsonb NOT NULL,
	"skill_type" text NOT NULL,
	"reuse_level" text NOT NULL,
	"description" text NOT NULL,
	"modified" text NOT NULL,
	"related" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"source" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"records" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_onet_occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"riasec" jsonb,
	"holland_code" text,
	"job_zone" integer,
	"related" jsonb NOT NULL,
	"technology_skills" jsonb NOT NULL,
	"alternate_titles" jsonb NOT NULL
);
