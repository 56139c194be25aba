/**
 * The domain events: facts a module announces after its transaction has committed, so that other modules
 * react without importing it. Each event has a zod payload; `publishEvent` (events.ts) refuses a payload
 * that does not fit, naming the event.
 *
 * | event                      | payload                                                        | published when                                  |
 * | -------------------------- | -------------------------------------------------------------- | ----------------------------------------------- |
 * | `profile.updated`          | `{ userId }`                                                   | a candidate's profile changed (edit, resume)    |
 * | `account.approval-decided` | `{ userId, role: 'individual' \| 'recruiter', approved }`      | an admin approved or declined an account        |
 * | `account.deleted`          | `{ userId }`                                                   | an account and its rows were deleted            |
 * | `job.published`            | `{ jobId }`                                                    | a job became visible to candidates              |
 * | `job.changed`              | `{ jobId }`                                                    | a published job was edited, closed or withdrawn |
 * | `invitation.accepted`      | `{ userId, companyId, kind }`                                  | an invitee joined a company by invitation       |
 * | `recording.transcribed`    | `{ fileId }`                                                   | a recording's transcript (or its failure) kept  |
 * | `interview.ended`          | `{ interviewId }`                                              | an interview in progress stopped being so       |
 *
 * Names are `<subject>.<what happened>`, in the past tense. Payloads carry ids, not rows: a subscriber
 * reads what it needs when it runs, so a retried delivery sees the current state. Adding a field is safe;
 * renaming or removing one strands deliveries already queued (they fail their schema and become dead letters).
 */
import { z } from 'zod';

/** A database id (any 8-4-4-4-12 hex form, as PostgreSQL's uuid accepts). */
const id = z.guid();

export const eventCatalogue = {
  'profile.updated': z.object({ userId: id }),
  'account.approval-decided': z.object({ userId: id, role: z.enum(['individual', 'recruiter']), approved: z.boolean() }),
  'account.deleted': z.object({ userId: id }),
  'job.published': z.object({ jobId: id }),
  'job.changed': z.object({ jobId: id }),
  'invitation.accepted': z.object({ userId: id, companyId: id, kind: z.enum(['colleague', 'employee', 'talent_manager']) }),
  'recording.transcribed': z.object({ fileId: id }),
  'interview.ended': z.object({ interviewId: id }),
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventPayload<Name extends EventName> = z.output<(typeof eventCatalogue)[Name]>;
