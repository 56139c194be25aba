import { z } from 'zod';
import { TOO_LONG, emailSchema, textString } from './fields.ts';
import { jobLocationSchema } from './jobs.ts';
import { gapSkillSchema, matchedSkillSchema, upskillCoursesSchema } from './matching.ts';

/**
 * Contracts of a company's own employees (internal mobility, decision 0047) and the talent manager's area
 * (decision 0048): the recruiter's /api/recruiter/employees/… calls and the talent manager's
 * /api/talent-manager/… calls. Scores are in [0, 1]; a person sees round(score × 100) %.
 */

/** The most rows one CSV import takes: a department at a time, and one transaction stays short. */
export const EMPLOYEE_IMPORT_MAX_ROWS = 1000;
/** The largest CSV text one import takes (about 1,000 rows of name, e-mail, title and a dozen skills). */
export const EMPLOYEE_IMPORT_MAX_CHARS = 256 * 1024;
/** The CSV's columns, in the header row (any order, any case). */
export const EMPLOYEE_CSV_COLUMNS = ['name', 'email', 'title', 'skills'] as const;
/**
 * The header names each column is known by, English and Arabic: a spreadsheet exported by an Arabic-speaking
 * HR team names its columns in Arabic. Compared after folding case, spaces, hyphens and Arabic spelling variants.
 */
export const EMPLOYEE_CSV_HEADER_NAMES: Record<(typeof EMPLOYEE_CSV_COLUMNS)[number], readonly string[]> = {
  name: ['name', 'full name', 'employee name', 'الاسم', 'الاسم الكامل', 'اسم الموظف'],
  email: ['email', 'e-mail', 'email address', 'البريد الإلكتروني', 'البريد', 'الإيميل'],
  title: ['title', 'job title', 'position', 'المسمى الوظيفي', 'المسمى', 'الوظيفة'],
  skills: ['skills', 'المهارات'],
};
/** The most problems one refused import lists; the rest are counted. A file of 1,000 bad rows is fixed at its source. */
export const EMPLOYEE_IMPORT_MAX_LISTED_PROBLEMS = 100;
/** Skills in one CSV cell are separated by either. */
export const EMPLOYEE_SKILL_SEPARATORS = /[;|]/;

export const EMPLOYEE_NAME_MAX_LENGTH = 120;
export const EMPLOYEE_TITLE_MAX_LENGTH = 120;

export const employeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  skills: z.array(matchedSkillSchema),
  /** How the employee was added. */
  source: z.enum(['import', 'invitation']),
  /** The employee's own account, once they accepted an invitation and signed up. */
  has_account: z.boolean(),
  /** Whether matching reads their parsed resume (an account with a profile) or the imported title and skills. */
  matched_from: z.enum(['profile', 'import']),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** One employee matched to one of the company's published jobs, explained as a candidate's match is. */
export const internalMatchSchema = z.object({
  job_id: z.string(),
  job_title: z.string(),
  score: z.number(),
  matched: z.array(matchedSkillSchema),
  gaps: z.array(gapSkillSchema),
  reasons: z.array(z.string()),
});
export type InternalMatch = z.infer<typeof internalMatchSchema>;

export const employeeListItemSchema = employeeSchema.extend({
  /** The employee's best job at the company, when any scores above the threshold. */
  best_match: z.object({ job_id: z.string(), job_title: z.string(), score: z.number() }).nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

/**
 * `matches_updating`: the employees or the jobs changed since the stored matches were computed (a queued job
 * recomputes them within seconds), so best matches may be missing or out of date for a moment.
 */
export const employeeListSchema = z.object({
  total: z.number(),
  results: z.array(employeeListItemSchema),
  matches_updating: z.boolean(),
});
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** GET employees/{id}/matches/: the employee, every published job of the company scored, and courses for the best jobs' gaps. */
export const employeeMatchesSchema = z.object({
  employee: employeeSchema,
  matches: z.array(internalMatchSchema),
  courses: upskillCoursesSchema,
});
export type EmployeeMatches = z.infer<typeof employeeMatchesSchema>;

export const employeeParamsSchema = z.strictObject({ id: z.uuid({ error: 'employees.notFound' }) });

/** POST employees/import/: the CSV file's text (UTF-8), sent as the body's `csv`. */
export const importEmployeesRequestSchema = z.strictObject({
  csv: textString({ error: 'employees.csvRequired' })
    .min(1, { error: 'employees.csvRequired' })
    .max(EMPLOYEE_IMPORT_MAX_CHARS, { error: 'employees.csvTooLarge' }),
});
export type ImportEmployeesRequest = z.infer<typeof importEmployeesRequestSchema>;

/** A problem with one line of the file; `line` counts the header as line 1, as a spreadsheet does. */
export const importProblemSchema = z.object({
  line: z.number().int(),
  column: z.enum([...EMPLOYEE_CSV_COLUMNS, 'row']),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/**
 * The import's outcome: all rows imported, or none (`imported` 0) and the problems by line: the first
 * EMPLOYEE_IMPORT_MAX_LISTED_PROBLEMS of them in `errors`, and how many there are in all in `errors_total`.
 */
export const importEmployeesResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(importProblemSchema),
  errors_total: z.number().int(),
});
export type ImportEmployeesResult = z.infer<typeof importEmployeesResultSchema>;

const optionalText = (max: number) => textString().trim().max(max, TOO_LONG).optional();

/** POST employees/invite/: the employee signs up through the link and uploads a resume. */
export const inviteEmployeeRequestSchema = z.strictObject({
  email: emailSchema,
  name: optionalText(EMPLOYEE_NAME_MAX_LENGTH),
  title: optionalText(EMPLOYEE_TITLE_MAX_LENGTH),
});
export type InviteEmployeeRequest = z.infer<typeof inviteEmployeeRequestSchema>;

/** POST talent-managers/invite/ (a recruiter admin of the company). */
export const inviteTalentManagerRequestSchema = z.strictObject({ email: emailSchema });

// ---- the talent manager's area ---------------------------------------------------------------------------

export const rankedEmployeeSchema = internalMatchSchema.omit({ job_id: true, job_title: true }).extend({
  employee_id: z.string(),
  name: z.string(),
  title: z.string(),
});
export type RankedEmployee = z.infer<typeof rankedEmployeeSchema>;

/** A job of the company with its internal matches (employees above the threshold) and the best of them. */
export const talentJobSchema = z.object({
  job_id: z.string(),
  job_title: z.string(),
  /** City and country codes, as the job keeps them: the web names them in the reader's language. */
  location: jobLocationSchema,
  matches_count: z.number().int(),
  best_score: z.number().nullable(),
});
export type TalentJob = z.infer<typeof talentJobSchema>;

export const talentJobListSchema = z.object({ total: z.number(), results: z.array(talentJobSchema) });

export const talentJobDetailSchema = z.object({
  job: talentJobSchema,
  employees: z.array(rankedEmployeeSchema),
});
export type TalentJobDetail = z.infer<typeof talentJobDetailSchema>;

/** A skill the company's jobs ask for, with how many employees lack it for a job they fit. */
export const workforceGapSchema = z.object({
  id: z.string(),
  name: z.string(),
  employees_lacking: z.number().int(),
  /** Whether any job lacking it lists it as a must-have. */
  required: z.boolean(),
});
export type WorkforceGap = z.infer<typeof workforceGapSchema>;

export const talentDashboardSchema = z.object({
  employees_count: z.number().int(),
  jobs: z.array(
    talentJobSchema.extend({
      best: z.array(rankedEmployeeSchema.pick({ employee_id: true, name: true, score: true })),
    }),
  ),
  gaps: z.array(workforceGapSchema),
  courses: upskillCoursesSchema,
  /** As on the employees list: the figures are being recomputed after a change. */
  matches_updating: z.boolean(),
});
export type TalentDashboard = z.infer<typeof talentDashboardSchema>;
