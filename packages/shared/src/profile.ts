import { z } from 'zod';
import { TOO_LONG, requiredString, textString, webLinkSchema } from './fields.ts';
import { RESUME_STATUSES } from './users.ts';
import { nationalitySchema } from './nationality.ts';
import { AVAILABILITY_OPTIONS, socialLinksSchema } from './onboarding.ts';

/**
 * The candidate profile (`upload_response`, the shape of product-decisions.md): what the resume parser
 * produces and what the candidate edits. Dates are 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. `confidence`
 * holds the parser's confidence per field path ("work_history_detailed.0.job_title"); an edited field
 * loses its entry, because a person's own words need no confidence. A bare section path at 0
 * ("work_history_detailed", "education") says the resume had that section but the parser could not
 * read entries from it: the profile asks the person to check it, until they edit that section.
 */
const partialDate = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/);

export const workEntrySchema = z.object({
  job_title: z.string().nullable(),
  organization: z.string().nullable(),
  start: partialDate.nullable(),
  end: partialDate.nullable(),
  currently_working: z.boolean(),
  /** The entry's bullet points or description, one per line. */
  details: z.string(),
});

export const educationEntrySchema = z.object({
  degree_title: z.string().nullable(),
  institution: z.string().nullable(),
  field: z.string().nullable(),
  start: partialDate.nullable(),
  end: partialDate.nullable(),
  expected_end: partialDate.nullable(),
});

export const certificationSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  issue_date: partialDate.nullable(),
  expiry_date: partialDate.nullable(),
  no_expiry: z.boolean(),
  credential_id: z.string().nullable(),
});

export const profileSkillSchema = z.object({
  /** As written in the resume (or by the candidate). */
  name: z.string(),
  /** The catalogue's skill, when the catalogue knows it. */
  ref_skill: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const languageSchema = z.object({ name: z.string(), level: z.string().nullable() });

export const highlightSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: partialDate.nullable(),
});

export const candidateProfileSchema = z.object({
  personal_details: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** E.164 ("+971501234567"). */
    phone: z.string().nullable(),
    location: z.string().nullable(),
    links: z.array(z.string()),
  }),
  summary: z.string().nullable(),
  /** Keyed '0', '1', … with the latest job first. */
  work_history_detailed: z.record(z.string(), workEntrySchema),
  /** Job titles, latest first (the spec's career_path). */
  career_path: z.array(z.string()),
  education: z.array(educationEntrySchema),
  certifications: z.array(certificationSchema),
  skills: z.array(profileSkillSchema),
  languages: z.array(languageSchema),
  highlights_awards: z.array(highlightSchema),
  /** The resume's main language: 'ar' when most letters are Arabic. */
  language: z.enum(['en', 'ar']),
  confidence: z.record(z.string(), z.number().min(0).max(1)),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/**
 * The empty profile, defined once: where a candidate who skipped the resume starts and fills in by hand
 * (the server's start, the seeds, the web page before a parse, the tests). A new object on every call.
 */
export function emptyProfile(language: CandidateProfile['language'] = 'en'): CandidateProfile {
  return {
    personal_details: { name: null, email: null, phone: null, location: null, links: [] },
    summary: null,
    work_history_detailed: {},
    career_path: [],
    education: [],
    certifications: [],
    skills: [],
    languages: [],
    highlights_awards: [],
    language,
    confidence: {},
  };
}
export type WorkEntry = z.infer<typeof workEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Certification = z.infer<typeof certificationSchema>;

/**
 * GET /api/user/profile/ (spec §7): the resume's parse status and, when completed, the profile
 * (`upload_response`). `error` says why a parse failed.
 */
export const profileStatusSchema = z.object({
  status: z.enum(RESUME_STATUSES).nullable(),
  upload_response: candidateProfileSchema.nullable(),
  error: z.string().nullable(),
  social_links: z.record(z.string(), z.string()),
  availability: z.array(z.string()),
  /** ISO 3166-1 alpha-2, or null when the candidate did not say (decision 0053). */
  nationality: z.string().nullable(),
  /**
   * A newer resume, parsed but not saved: the candidate reviews it and applies the sections they want
   * (issue #3: "it is parsed and the candidate confirms what changes before it is saved").
   */
  proposed: z
    .object({
      status: z.enum(RESUME_STATUSES),
      upload_response: candidateProfileSchema.nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

export const replaceResumeRequestSchema = z.strictObject({
  file_id: z.uuid({ error: 'validation.invalidType' }),
});

/** The sections of a proposed (newer) resume that can be applied to the profile. */
export const PROFILE_SECTIONS = [
  'personal_details',
  'summary',
  'work_history',
  'education',
  'certifications',
  'skills',
  'languages',
  'highlights_awards',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Applies the chosen sections of the proposed profile; an empty list discards the proposal. */
export const applyProposedRequestSchema = z.strictObject({
  sections: z.array(z.enum(PROFILE_SECTIONS, { error: 'validation.invalidType' })).max(PROFILE_SECTIONS.length),
});

// ---- Editing (spec §5 date rules) ----

/** '2019' → '2019-01', '2019-03-15' → '2019-03': dates are compared by month. */
export function monthOf(date: string): string {
  return date.length === 4 ? `${date}-01` : date.slice(0, 7);
}

/**
 * Work entries latest first, for `Array.prototype.sort`: the jobs held now (marked current, or started with no
 * end) by latest start, then the others by latest end and then latest start, then entries without dates. The
 * order of a list (a resume may list its oldest job first) says nothing: the current role is read from dates.
 */
export function byLatestWork(a: WorkEntry, b: WorkEntry): number {
  const key = (entry: WorkEntry): [number, string, string] => {
    const start = entry.start === null ? '' : monthOf(entry.start);
    // A bare year ends in its December.
    const end = entry.end === null ? '' : entry.end.length === 4 ? `${entry.end}-12` : monthOf(entry.end);
    if (entry.currently_working || (entry.end === null && start !== '')) return [2, '', start];
    return [end !== '' || start !== '' ? 1 : 0, end, start];
  };
  const [rankA, endA, startA] = key(a);
  const [rankB, endB, startB] = key(b);
  return rankB - rankA || endB.localeCompare(endA) || startB.localeCompare(startA);
}

/**
 * The title the person holds now, or held last: the latest job by its dates (byLatestWork), not the first one a
 * resume lists; the career path's first title when no job has one.
 */
export function currentTitleOf(profile: Pick<CandidateProfile, 'work_history_detailed' | 'career_path'>): string | null {
  const latest = Object.entries(profile.work_history_detailed)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry)
    .sort(byLatestWork)
    .find((entry) => (entry.job_title?.trim() ?? '') !== '');
  return latest?.job_title?.trim() ?? profile.career_path.find((title) => title.trim() !== '') ?? null;
}

export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

const editDate = requiredString().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, { error: 'profile.invalidDate' });
const optionalEditDate = textString()
  .trim()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, { error: 'profile.invalidDate' })
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
const text = (max: number) => textString().trim().max(max, TOO_LONG);

type DateIssue = (path: string, key: string) => void;

function checkNotFuture(date: string | null | undefined, path: string, issue: DateIssue) {
  if (date && monthOf(date) > currentMonth()) issue(path, 'profile.futureDate');
}

function checkOrder(
  start: string | null | undefined,
  end: string | null | undefined,
  path: string,
  issue: DateIssue,
  key = 'profile.endBeforeStart',
) {
  if (start && end && monthOf(end) < monthOf(start)) issue(path, key);
}

function issuesOf(ctx: z.RefinementCtx): DateIssue {
  return (path, key) => ctx.addIssue({ code: 'custom', path: [path], message: key });
}

export const workEntryInputSchema = z
  .strictObject({
    job_title: requiredString().max(150, TOO_LONG),
    organization: requiredString().max(150, TOO_LONG),
    start: editDate,
    end: optionalEditDate,
    currently_working: z.boolean().default(false),
    details: text(4000).default(''),
  })
  .superRefine((entry, ctx) => {
    const issue = issuesOf(ctx);
    if (!entry.currently_working && !entry.end) issue('end', 'validation.required');
    checkNotFuture(entry.start, 'start', issue);
    if (!entry.currently_working) checkNotFuture(entry.end, 'end', issue);
    checkOrder(entry.start, entry.end, 'end', issue);
  });
export type WorkEntryInput = z.infer<typeof workEntryInputSchema>;

export const educationEntryInputSchema = z
  .strictObject({
    degree_title: requiredString().max(150, TOO_LONG),
    institution: requiredString().max(150, TOO_LONG),
    field: text(150).nullable().optional(),
    start: optionalEditDate,
    end: optionalEditDate,
    /** A degree still in progress has an expected end, which may be in the future. */
    expected_end: optionalEditDate,
  })
  .superRefine((entry, ctx) => {
    const issue = issuesOf(ctx);
    checkNotFuture(entry.start, 'start', issue);
    checkNotFuture(entry.end, 'end', issue);
    checkOrder(entry.start, entry.end, 'end', issue);
    checkOrder(entry.start, entry.expected_end, 'expected_end', issue);
  });

export const certificationInputSchema = z
  .strictObject({
    name: requiredString().max(150, TOO_LONG),
    issuer: text(150).nullable().optional(),
    issue_date: editDate,
    expiry_date: optionalEditDate,
    no_expiry: z.boolean().default(false),
    credential_id: text(100).nullable().optional(),
  })
  .superRefine((entry, ctx) => {
    const issue = issuesOf(ctx);
    checkNotFuture(entry.issue_date, 'issue_date', issue);
    if (!entry.no_expiry && !entry.expiry_date) issue('expiry_date', 'validation.required');
    checkOrder(
      entry.issue_date,
      entry.no_expiry ? null : entry.expiry_date,
      'expiry_date',
      issue,
      'profile.expiryBeforeIssue',
    );
  });

/** PATCH edit-details/: every section is optional; a section sent replaces the section kept. */
export const editProfileRequestSchema = z.strictObject({
  personal_details: z
    .strictObject({
      name: requiredString().max(120, TOO_LONG),
      email: z.email({ error: 'validation.invalidEmail' }).nullable().optional(),
      phone: text(30).nullable().optional(),
      location: text(120).nullable().optional(),
      links: z
        .array(webLinkSchema)
        .max(10)
        .default([]),
    })
    .optional(),
  summary: text(3000).nullable().optional(),
  work_history: z.array(workEntryInputSchema).max(50).optional(),
  education: z.array(educationEntryInputSchema).max(30).optional(),
  certifications: z.array(certificationInputSchema).max(50).optional(),
  skills: z
    .array(requiredString().max(80, TOO_LONG))
    .max(200)
    .optional(),
  languages: z
    .array(
      z.strictObject({
        name: requiredString().max(60, TOO_LONG),
        level: text(40).nullable().optional(),
      }),
    )
    .max(30)
    .optional(),
  social_links: socialLinksSchema.optional(),
  availability: z
    .array(z.enum(AVAILABILITY_OPTIONS, { error: 'onboarding.availability' }))
    .min(1, { error: 'onboarding.availability' })
    .max(2)
    .optional(),
  /** A code to set, null to withdraw it, absent to keep it; never used for matching (decision 0053). */
  nationality: nationalitySchema,
});
export type EditProfileRequest = z.infer<typeof editProfileRequestSchema>;

export const addAwardRequestSchema = z
  .strictObject({
    title: requiredString().max(200, TOO_LONG),
    date: optionalEditDate,
  })
  .superRefine((award, ctx) => checkNotFuture(award.date, 'date', issuesOf(ctx)));

export const removeAwardQuerySchema = z.strictObject({
  reward_id: requiredString().max(64, TOO_LONG),
  uid: z.uuid({ error: 'validation.invalidType' }),
});

// ---- JSON Resume (https://jsonresume.org/schema), the subset Masar reads and writes ----

const jsonResumeDate = textString()
  .trim()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, { error: 'profile.invalidDate' });

/** Import accepts any valid JSON Resume: fields Masar has no place for are ignored, not refused. */
export const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: textString().max(120).optional(),
      email: textString().max(254).optional(),
      phone: textString().max(30).optional(),
      summary: textString().max(3000).optional(),
      url: textString().max(300).optional(),
      location: z
        .object({ address: textString().optional(), city: textString().optional(), countryCode: textString().optional() })
        .optional(),
      profiles: z
        .array(z.object({ network: textString().optional(), url: textString().optional() }))
        .max(20)
        .optional(),
    })
    .optional(),
  work: z
    .array(
      z.object({
        name: textString().max(150).optional(),
        position: textString().max(150).optional(),
        startDate: jsonResumeDate.optional(),
        endDate: jsonResumeDate.optional(),
        summary: textString().max(4000).optional(),
        highlights: z.array(textString().max(1000)).max(50).optional(),
      }),
    )
    .max(50)
    .optional(),
  education: z
    .array(
      z.object({
        institution: textString().max(150).optional(),
        area: textString().max(150).optional(),
        studyType: textString().max(150).optional(),
        startDate: jsonResumeDate.optional(),
        endDate: jsonResumeDate.optional(),
      }),
    )
    .max(30)
    .optional(),
  certificates: z
    .array(
      z.object({
        name: textString().max(150).optional(),
        date: jsonResumeDate.optional(),
        issuer: textString().max(150).optional(),
      }),
    )
    .max(50)
    .optional(),
  skills: z
    .array(z.object({ name: textString().max(80).optional(), keywords: z.array(textString().max(80)).max(50).optional() }))
    .max(100)
    .optional(),
  languages: z
    .array(z.object({ language: textString().max(60).optional(), fluency: textString().max(40).optional() }))
    .max(30)
    .optional(),
  awards: z
    .array(z.object({ title: textString().max(200).optional(), date: jsonResumeDate.optional() }))
    .max(50)
    .optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;
