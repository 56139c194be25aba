import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from './constants.ts';
import { TOO_LONG, emailSchema, requiredString, textString } from './fields.ts';
import { isKnownCity } from './locations.ts';
import { nationalitySchema } from './nationality.ts';
import { countryCodeSchema, placeIdSchema } from './places.ts';

const fileId = z.uuid({ error: 'validation.invalidType' });

/** Spec §5: company website must be a valid URL; only web addresses make sense here. */
const websiteSchema = z
  .string()
  .trim()
  .max(300, TOO_LONG)
  .pipe(z.url({ protocol: /^https?$/, error: 'onboarding.website' }));

/**
 * A city of the built-in list, or, when a maps service is configured, a place it suggested (with its
 * place_id, which the server looks up before anything is stored; docs/decisions/0018-place-autocomplete.md).
 */
export const companyLocationSchema = z
  .strictObject({
    country: countryCodeSchema,
    city: requiredString().max(100, TOO_LONG),
    place_id: placeIdSchema.optional(),
  })
  .refine((location) => location.place_id !== undefined || isKnownCity(location.country, location.city), {
    error: 'onboarding.city',
    path: ['city'],
  });
export type CompanyLocation = z.infer<typeof companyLocationSchema>;

export const recruiterOnboardingRequestSchema = z.strictObject({
  company_name: requiredString().max(120, TOO_LONG),
  company_avatar: fileId.optional(),
  company_size: z.coerce
    .number({ error: 'onboarding.companySize' })
    .int({ error: 'onboarding.companySize' })
    .positive({ error: 'onboarding.companySize' })
    .max(10_000_000, { error: 'onboarding.companySize' }),
  company_industry: requiredString('onboarding.industry').max(100, TOO_LONG),
  company_location: companyLocationSchema,
  company_website: websiteSchema.optional().or(z.literal('').transform(() => undefined)),
  company_description: requiredString()
    .min(DESCRIPTION_MIN_LENGTH, { error: 'onboarding.descriptionLength' })
    .max(DESCRIPTION_MAX_LENGTH, { error: 'onboarding.descriptionLength' }),
});
export type RecruiterOnboardingRequest = z.infer<typeof recruiterOnboardingRequestSchema>;

/** Spec §5 social links: each must be its platform's address (LinkedIn: in, pub, public-profile, company, jobs). */
export const SOCIAL_LINK_PATTERNS = {
  facebook: /^https?:\/\/(www\.|m\.|web\.)?(facebook|fb)\.com\/[A-Za-z0-9.\-_/?=&%]+$/i,
  instagram: /^https?:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?(\?[^\s]*)?$/i,
  twitter: /^https?:\/\/(www\.|mobile\.)?(twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/?(\?[^\s]*)?$/i,
  linkedin: /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub|public-profile|company|jobs)\/[^\s]+$/i,
} as const;
export type SocialPlatform = keyof typeof SOCIAL_LINK_PATTERNS;

const socialLink = (platform: SocialPlatform) =>
  z
    .string()
    .trim()
    .max(300, TOO_LONG)
    .regex(SOCIAL_LINK_PATTERNS[platform], { error: `onboarding.${platform}` })
    .optional()
    .or(z.literal('').transform(() => undefined));

export const socialLinksSchema = z.strictObject({
  facebook: socialLink('facebook'),
  instagram: socialLink('instagram'),
  twitter: socialLink('twitter'),
  linkedin: socialLink('linkedin'),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const AVAILABILITY_OPTIONS = ['online', 'on_site'] as const;

export const candidateOnboardingRequestSchema = z.strictObject({
  candidate_avatar: fileId.optional(),
  /** Optional: without a resume the candidate fills the profile by hand. */
  candidate_resume: fileId.optional(),
  candidate_social_links: socialLinksSchema.default({}),
  candidate_availability: z
    .array(z.enum(AVAILABILITY_OPTIONS, { error: 'onboarding.availability' }), { error: 'onboarding.availability' })
    .min(1, { error: 'onboarding.availability' })
    .max(2)
    .refine((values) => new Set(values).size === values.length, { error: 'onboarding.availability' }),
  accepted_disclaimer: z.literal(true, { error: 'onboarding.disclaimer' }),
  /** Optional; only for the portal's workforce statistics and fairness checks, never for matching (decision 0053). */
  candidate_nationality: nationalitySchema,
});
export type CandidateOnboardingRequest = z.infer<typeof candidateOnboardingRequestSchema>;

/** GET sectors/: the industries a company can be in. */
export const sectorSchema = z.object({ id: z.string(), name: z.object({ en: z.string(), ar: z.string() }) });
export type Sector = z.infer<typeof sectorSchema>;

export const companySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  company_avatar: z.string().nullable(),
  company_size: z.number().int().nullable(),
  company_industry: z.string().nullable(),
  company_location: z.object({ country: z.string(), city: z.string() }).nullable(),
  company_website: z.string().nullable(),
  company_description: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** A confirmed recruiter invites a colleague to the same company by e-mail. */
export const inviteColleagueRequestSchema = z.strictObject({ email: emailSchema });

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * An invitation's address against the company's website (decision 0029): `domain_mismatch` is true when the
 * address is not at the website's registrable domain (hr.acme.com is at acme.com), a warning and never a
 * refusal; false when the company gave no website. `company_domain` is the domain compared with.
 */
export const invitationDomainCheckSchema = z.object({
  domain_mismatch: z.boolean(),
  company_domain: z.string().nullable(),
});
export type InvitationDomainCheck = z.infer<typeof invitationDomainCheckSchema>;

/** What POST recruiter/invitations/ answers: the invitation sent, and whether its address is off the company's domain. */
export const invitationSentSchema = invitationSchema.extend({ domain_mismatch: z.boolean() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** The invitee joins with the code from the e-mail: onboarded and confirmed at once. */
export const joinCompanyRequestSchema = z.strictObject({
  invite_code: requiredString().max(200, TOO_LONG),
});

export const invitationCodeParamsSchema = z.strictObject({ code: textString().min(1).max(200) });

/** What an invitation makes the invitee: a recruiter colleague, an employee (decision 0047) or the talent manager (0048). */
export const INVITATION_KINDS = ['colleague', 'employee', 'talent_manager'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** What the invite link shows before joining, and what joining makes the invitee. */
export const invitationPreviewSchema = z.object({ company_name: z.string(), email: z.string(), kind: z.enum(INVITATION_KINDS).default('colleague') });
