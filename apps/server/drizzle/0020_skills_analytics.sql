CREATE TABLE "skill_demand_counts" (
	"skill_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"jobs" integer NOT NULL,
	"must_have_jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_supply_counts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locals" integer NOT NULL,
	"foreigners" integer NOT NULL,
	"unstated" integer NOT NULL,
	CONSTRAINT "skill_supply_counts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "skill_supply_joins" (
	"skill_id" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"joined" integer NOT NULL,
	CONSTRAINT "skill_supply_joins_skill_id_period_period_start_pk" PRIMARY KEY("skill_id","period","period_start")
);
--> statement-breakpoint
CREATE TABLE "skill_supply_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skill_supply_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"candidate_id" uuid,
	"user_updated_at" timestamp with time zone NOT NULL,
	"profile_updated_at" timestamp with time zone NOT NULL,
	"side" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"skill_ids" text[] NOT NULL,
	"category_ids" text[] NOT NULL,
	"sector_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_supply_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"home_country" text NOT NULL,
	"places_fingerprint" text NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skill_supply_members" ADD CONSTRAINT "skill_supply_members_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_supply_members_candidate" ON "skill_supply_members" USING btree ("candidate_id");