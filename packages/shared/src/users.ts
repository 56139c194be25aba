import { z } from 'zod';
import type { Role } from './roles.ts';
import { TOO_LONG, countryCodeSchema, emailSchema, fullNameSchema, mobileNumberSchema, passwordSchema, textString } from './fields.ts';

export const RESUME_STATUSES = ['in_progress', 'completed', 'failed'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A row of the roles list (`GET /api/user/roles/list/`). The web reads it with `rolesEnvelopeReader` (roles.ts), which its test holds to this. */
export const roleSchema = z.object({ id: z.number().int(), role_name: z.string() }) satisfies z.ZodType<Role>;

export const companyDetailSchema = z.object({
  id: z.string(),
  company_name: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  is_email_confirmed: z.boolean(),
  is_onboarding_completed: z.boolean(),
  is_account_confirmed: z.boolean(),
  accepted_terms: z.boolean(),
  /** The resume parse status; null until a candidate uploads one. */
  profile_status: z.enum(RESUME_STATUSES).nullable(),
  /** How a recruiter admin decided on the account (spec §3), and the reason given for a decline. */
  approval_status: z.enum(APPROVAL_STATUSES),
  approval_reason: z.string().nullable(),
  created_at: z.string(),
  companyDetail: companyDetailSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Account settings (spec §3): full name, e-mail (needs the current password), and a password change
 * (needs the current password; the new one differs from it). Every field is optional; send what changes.
 */
export const updateUserRequestSchema = z
  .strictObject({
    full_name: fullNameSchema.optional(),
    email: emailSchema.optional(),
    country_code: countryCodeSchema.optional(),
    mobile_number: mobileNumberSchema.optional(),
    current_password: textString().max(128, TOO_LONG).optional(),
    new_password: passwordSchema.optional(),
    confirm_password: textString().optional(),
  })
  .superRefine((data, ctx) => {
    const needsPassword = data.email !== undefined || data.new_password !== undefined;
    if (needsPassword && !data.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'password.required' });
    }
    if (data.new_password !== undefined) {
      if (data.confirm_password !== data.new_password) {
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'password.match' });
      }
      if (data.current_password && data.new_password === data.current_password) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'password.sameAsCurrent' });
      }
    }
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const bookDemoRequestSchema = z.strictObject({
  full_name: fullNameSchema,
  email: emailSchema,
  company_name: textString().trim().min(1, { error: 'validation.required' }).max(120, TOO_LONG),
  message: textString().trim().max(2000, TOO_LONG).optional(),
});
export type BookDemoRequest = z.infer<typeof bookDemoRequestSchema>;

/** Deleting an account: the current password, or (for an account with no password) the e-mail typed again. */
export const deleteAccountRequestSchema = z.strictObject({
  current_password: textString().max(128, TOO_LONG).optional(),
  confirm_email: textString().trim().toLowerCase().max(254, TOO_LONG).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
