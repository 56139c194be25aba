-- The trend's newcomers are kept by side from now on (decision 0094). The old rows have no side: they are
-- deleted with the state row, so the next roll-up counts the whole pool again (decision 0066's full count).
DELETE FROM "skill_supply_joins";--> statement-breakpoint
DELETE FROM "skill_supply_members";--> statement-breakpoint
DELETE FROM "skill_supply_counts";--> statement-breakpoint
DELETE FROM "skill_supply_state";--> statement-breakpoint
ALTER TABLE "skill_supply_joins" DROP CONSTRAINT "skill_supply_joins_skill_id_period_period_start_pk";--> statement-breakpoint
ALTER TABLE "skill_supply_joins" ADD COLUMN "side" text NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_supply_joins" ADD CONSTRAINT "skill_supply_joins_skill_id_period_period_start_side_pk" PRIMARY KEY("skill_id","period","period_start","side");
