-- The four roles of spec §3. Ids are fixed so that seeds, tests and clients agree.
INSERT INTO "roles" ("id", "role_name") VALUES
  (1, 'individual'),
  (2, 'recruiter'),
  (3, 'recruiter admin'),
  (4, 'talent manager')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('roles', 'id'), 4);
