import { z } from 'zod';
import { TOO_LONG, textString } from './fields.ts';
import { APPROVAL_STATUSES, userSchema } from './users.ts';
import { storedFileSchema } from './uploads.ts';
import { pagingFields } from './api.ts';
import { candidateProfileSchema } from './profile.ts';

/** The admin's lists: the status filter defaults to pending (spec §4). */
export const searchAccountsRequestSchema = z.strictObject({
  status: z.enum(APPROVAL_STATUSES, { error: 'validation.invalidType' }).default('PENDING'),
  search: textString().trim().max(100, TOO_LONG).optional(),
  ...pagingFields,
});
export type SearchAccountsRequest = z.infer<typeof searchAccountsRequestSchema>;

export const APPROVAL_ACTIONS = ['APPROVE', 'DECLINE'] as const;
/** Spec §4 approval status (docs/decisions/0011-vetted-employers.md): the longest decline reason an admin may write. */
export const APPROVAL_REASON_MAX_LENGTH = 500;

export const actionCandidateRequestSchema = z.strictObject({
  candidate_id: z.uuid({ error: 'validation.invalidType' }),
  action: z.enum(APPROVAL_ACTIONS, { error: 'validation.invalidType' }),
  reason: textString().trim().max(APPROVAL_REASON_MAX_LENGTH, TOO_LONG).optional(),
});
export type ActionCandidateRequest = z.infer<typeof actionCandidateRequestSchema>;

export const actionRecruiterRequestSchema = z.strictObject({
  recruiter_id: z.uuid({ error: 'validation.invalidType' }),
  action: z.enum([...APPROVAL_ACTIONS, 'MAKE_ADMIN'], { error: 'validation.invalidType' }),
  reason: textString().trim().max(APPROVAL_REASON_MAX_LENGTH, TOO_LONG).optional(),
});
export type ActionRecruiterRequest = z.infer<typeof actionRecruiterRequestSchema>;

/** What a recruiter admin reviews: the account's fields, what was given at onboarding, and the company. */
export const accountSummarySchema = userSchema
  .pick({
    id: true,
    first_name: true,
    last_name: true,
    email: true,
    country_code: true,
    mobile_number: true,
    role_name: true,
    approval_status: true,
    approval_reason: true,
    created_at: true,
    profile_status: true,
  })
  .extend({
    onboarded_at: z.string().nullable(),
    availability: z.array(z.string()),
    social_links: z.record(z.string(), z.string()),
    resume: storedFileSchema.nullable(),
    avatar: storedFileSchema.nullable(),
    company: z
      .object({
        id: z.string(),
        company_name: z.string(),
        company_industry: z.string().nullable(),
        company_size: z.number().nullable(),
        company_country: z.string().nullable(),
        company_city: z.string().nullable(),
        company_website: z.string().nullable(),
        company_description: z.string().nullable(),
      })
      .nullable(),
  });
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/**
 * One candidate for review (GET recruiter/admin/candidates/{id}): the summary and the profile parsed from the
 * resume as the candidate sees it (`upload_response`), so the admin decides on what the candidate brings;
 * null while the resume is read or when there is none. The lists stay light and do not carry it.
 */
export const accountDetailSchema = accountSummarySchema.extend({
  upload_response: candidateProfileSchema.nullable(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const accountListSchema = z.object({
  total: z.number().int(),
  results: z.array(accountSummarySchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
