import { z } from 'zod';
import { pagingFields } from './api.ts';
import { TOO_LONG, textString } from './fields.ts';

/**
 * AI interviews, the lifecycle (issue #16, decision 0075): spec §7 `POST start-interview/`,
 * `POST resume-interview/`, `POST interview/action/`, `PATCH interview/{interview_id}`,
 * `GET interview/{interview_id}`, `GET interview/list/`, `GET interview/history/{id}`, and the company
 * setting `redo_allowed` (`GET company/settings`). Spec §3's interview state: interview_id, details,
 * history, answer transcript, stop flag, camera recording support and permission.
 */

/** Where an interview stands. `deleted` is kept for the history's sake and shown to nobody. */
export const INTERVIEW_STATES = ['invited', 'in_progress', 'completed', 'cancelled', 'expired', 'deleted'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];
/** States in which the interview can still be taken: what expiry closes. */
export const OPEN_INTERVIEW_STATES = ['invited', 'in_progress'] as const satisfies readonly InterviewState[];

/** Spec §3's lifecycle actions. */
export const INTERVIEW_ACTIONS = ['start', 'resume', 'cancel', 'reset', 'delete', 'over'] as const;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];
/**
 * What the history records: the spec's actions, the recruiter's creation, the clock's expiry, a recruiter's
 * override of an automatic score and the candidate's request for a human review (decision 0084).
 */
export const INTERVIEW_HISTORY_ACTIONS = ['create', ...INTERVIEW_ACTIONS, 'expire', 'override', 'review_request'] as const;
export type InterviewHistoryAction = (typeof INTERVIEW_HISTORY_ACTIONS)[number];
/** Who acted: the interviewed candidate, the company's recruiters (and recruiter admins), or the system. */
export const INTERVIEW_ACTORS = ['candidate', 'company', 'system'] as const;
export type InterviewActor = (typeof INTERVIEW_ACTORS)[number];

export const CAMERA_PERMISSIONS = ['granted', 'denied', 'prompt'] as const;
export type CameraPermission = (typeof CAMERA_PERMISSIONS)[number];

/** The room's recordings: the camera video of an attempt, and each answer's audio (decision 0083). */
export const INTERVIEW_RECORDING_KINDS = ['video', 'audio'] as const;
export type InterviewRecordingKind = (typeof INTERVIEW_RECORDING_KINDS)[number];
/** The upload category each recording kind is sent under (spec §3's upload path categories). */
export const RECORDING_CATEGORY = { video: 'interview recording', audio: 'interview audio' } as const satisfies Record<InterviewRecordingKind, string>;
/** Integrity notes: shown in the report, never scored (decision 0083). */
export const INTEGRITY_NOTE_KINDS = ['tab_hidden', 'long_silence'] as const;
export type IntegrityNoteKind = (typeof INTEGRITY_NOTE_KINDS)[number];
/** The room sends a recording in pieces of this many seconds (decision 0083): a missing chunk is this much lost. */
export const RECORDING_CHUNK_SECONDS = 10;

/** A silence this long while the candidate is meant to be answering is worth a note (decision 0083). */
export const LONG_SILENCE_SECONDS = 20;
/** The time guide per question: a visible countdown, never a cut (decision 0083). */
export const ANSWER_GUIDE_SECONDS = 120;

/** Spec §9: the interview list's default page size. */
export const INTERVIEW_LIST_LIMIT = 10;
export const INTERVIEW_LIST_LIMIT_MAX = 50;
export const INTERVIEW_REASON_MAX_LENGTH = 500;
/** A spoken answer of several minutes transcribes to a few thousand characters; this leaves room to spare. */
export const INTERVIEW_TRANSCRIPT_MAX_LENGTH = 20_000;

const uuid = () => z.guid({ error: 'validation.invalidType' });
const required = () => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
});
const reasonSchema = textString({ error: 'validation.invalidType' }).trim().max(INTERVIEW_REASON_MAX_LENGTH, TOO_LONG);

/** A question as the interview asks it: copied from the job's interview questions when it is created. */
export const interviewQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  question: z.string(),
  kind: z.string(),
  skill_ids: z.array(z.string()),
  /** What a good answer shows; only the company's recruiters read it. */
  rubric: z.string().optional(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** The interview's details: the job, the company and the questions as they were when it was created. */
export const interviewDetailsSchema = z.object({
  job_title: z.string(),
  company_name: z.string(),
  /** The language the questions are in (the job's). */
  language: z.enum(['en', 'ar']),
  questions: z.array(interviewQuestionSchema),
});
export type InterviewDetails = z.infer<typeof interviewDetailsSchema>;

/**
 * The room's one follow-up per question (decision 0084, amended): the candidate's answer to it is saved
 * through the same `PATCH interview/{interview_id}` under the question's id with this suffix
 * (`<question id>:follow-up`), accepted only once the main answer got a follow-up.
 */
export const FOLLOW_UP_SUFFIX = ':follow-up';
export const followUpQuestionId = (questionId: string) => `${questionId}${FOLLOW_UP_SUFFIX}`;
export const isFollowUpQuestionId = (questionId: string) => questionId.endsWith(FOLLOW_UP_SUFFIX);
/** The question a (follow-up) answer belongs to. */
export const mainQuestionIdOf = (questionId: string) =>
  isFollowUpQuestionId(questionId) ? questionId.slice(0, -FOLLOW_UP_SUFFIX.length) : questionId;

/** One answer's transcript, as the candidate saved it (corrected or typed). */
export const interviewAnswerSchema = z.object({
  /** The question's id, or `<question id>:follow-up` for the answer to its follow-up. */
  question_id: z.string(),
  position: z.number().int(),
  transcript: z.string(),
  /**
   * On a main answer: the follow-up question the server composed when it was first saved (the same words
   * every time), or null/absent when the answer needed none.
   */
  follow_up: z.string().nullable().optional(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  updated_at: z.string(),
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

/** A recording of the current attempt, with its transcript when a provider made one. */
export const interviewRecordingSchema = z.object({
  upload_id: z.string(),
  kind: z.enum(INTERVIEW_RECORDING_KINDS),
  question_id: z.string().nullable(),
  file_id: z.string().nullable(),
  /** `none`: no provider (or a video); `pending`: queued; `done` with the text; `failed`. */
  transcription: z.enum(['none', 'pending', 'done', 'failed']),
  transcript: z.string().nullable(),
});
export type InterviewRecording = z.infer<typeof interviewRecordingSchema>;

export const integrityNoteSchema = z.object({
  kind: z.enum(INTEGRITY_NOTE_KINDS),
  question_id: z.string().nullable(),
  seconds: z.number(),
  at: z.string(),
});
export type IntegrityNote = z.infer<typeof integrityNoteSchema>;

export const interviewSummarySchema = z.object({
  interview_id: z.string(),
  state: z.enum(INTERVIEW_STATES),
  job_id: z.string(),
  candidate_id: z.string(),
  candidate_name: z.string(),
  recruiter_id: z.string().nullable(),
  job_title: z.string(),
  company_name: z.string(),
  /** The attempt the candidate is on: 1, and one more after each redo. */
  attempt: z.number().int(),
  questions_count: z.number().int(),
  answered_count: z.number().int(),
  stop_flag: z.boolean(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  expires_at: z.string(),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

/** GET interview/{interview_id}: spec §3's interview state. */
export const interviewSchema = interviewSummarySchema.extend({
  details: interviewDetailsSchema,
  answers: z.array(interviewAnswerSchema),
  camera_recording_supported: z.boolean().nullable(),
  camera_permission: z.enum(CAMERA_PERMISSIONS).nullable(),
  /** Whether the company lets a finished or abandoned interview be redone (its `redo_allowed`). */
  redo_allowed: z.boolean(),
  /** Whether the company takes typed answers from a candidate whose camera and microphone cannot be used (decision 0100). */
  typed_answers_allowed: z.boolean(),
  /** Whether spoken answers are transcribed (a provider is configured); else the candidate types. */
  transcription_available: z.boolean(),
  recordings: z.array(interviewRecordingSchema),
  /** The company's only: tab switches and long silences, noted and never scored. */
  integrity_notes: z.array(integrityNoteSchema).optional(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.object({
  total: z.number().int(),
  results: z.array(interviewSummarySchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type InterviewList = z.infer<typeof interviewListSchema>;

/** GET interview/list/: spec §7's filters, and the state (the recruiter's screen filters by it). */
export const interviewListQuerySchema = z.strictObject({
  page: pagingFields.page,
  limit: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'interviews.limit' })
    .max(INTERVIEW_LIST_LIMIT_MAX, { error: 'interviews.limit' })
    .default(INTERVIEW_LIST_LIMIT),
  recruiter_id: uuid().optional(),
  job_id: uuid().optional(),
  candidate_id: uuid().optional(),
  interview_id: uuid().optional(),
  state: z.enum(INTERVIEW_STATES, { error: 'validation.invalidType' }).exclude(['deleted']).optional(),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;

export const interviewParamsSchema = z.strictObject({ interview_id: uuid() });
export const interviewHistoryParamsSchema = z.strictObject({ id: uuid() });

/** POST start-interview/: a recruiter invites a candidate to an interview for one of the company's jobs. */
export const startInterviewRequestSchema = z.strictObject({
  candidate_id: z.guid(required()),
  job_id: z.guid(required()),
});
export type StartInterviewRequest = z.infer<typeof startInterviewRequestSchema>;

/** POST resume-interview/: the candidate comes back to an interview in progress. */
export const resumeInterviewRequestSchema = z.strictObject({ interview_id: z.guid(required()) });

/** POST interview/action/: any lifecycle action; a reason is kept in the history (a cancel, a redo). */
export const interviewActionRequestSchema = z.strictObject({
  interview_id: z.guid(required()),
  action: z.enum(INTERVIEW_ACTIONS, required()),
  reason: reasonSchema.optional(),
});
export type InterviewActionRequest = z.infer<typeof interviewActionRequestSchema>;

/**
 * PATCH interview/{interview_id}: the candidate saves one answer's transcript, the camera's support and
 * permission, or the stop flag (a pause: resume clears it). At least one of them.
 */
export const updateInterviewRequestSchema = z
  .strictObject({
    answer: z
      .strictObject({
        question_id: z.string(required()).max(100, TOO_LONG),
        transcript: textString(required()).trim().max(INTERVIEW_TRANSCRIPT_MAX_LENGTH, TOO_LONG),
        started_at: z.iso.datetime({ error: 'validation.invalidType', offset: true }).optional(),
        ended_at: z.iso.datetime({ error: 'validation.invalidType', offset: true }).optional(),
      })
      .optional(),
    camera_recording_supported: z.boolean({ error: 'validation.invalidType' }).optional(),
    camera_permission: z.enum(CAMERA_PERMISSIONS, { error: 'validation.invalidType' }).optional(),
    stop_flag: z.boolean({ error: 'validation.invalidType' }).optional(),
    /** A recording: registered when it starts (its upload's id), and again with its file once finished. */
    recording: z
      .strictObject({
        upload_id: z.guid(required()),
        kind: z.enum(INTERVIEW_RECORDING_KINDS, required()),
        question_id: z.string({ error: 'validation.invalidType' }).max(100, TOO_LONG).optional(),
        file_id: z.guid({ error: 'validation.invalidType' }).optional(),
        /**
         * When the recorder started, on the room's clock (the clock of the answer's `started_at` and
         * `ended_at`): what places the answer on the recording's timeline (decision 0091). Kept from the
         * first save that gives it; another value later is refused.
         */
        started_at: z.iso.datetime({ error: 'validation.invalidType', offset: true }).optional(),
      })
      .optional(),
    integrity_note: z
      .strictObject({
        kind: z.enum(INTEGRITY_NOTE_KINDS, required()),
        question_id: z.string({ error: 'validation.invalidType' }).max(100, TOO_LONG).optional(),
        seconds: z.number(required()).min(0, { error: 'validation.invalidType' }).max(86_400, { error: 'validation.invalidType' }),
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'interviews.nothingToSave' });
export type UpdateInterviewRequest = z.infer<typeof updateInterviewRequestSchema>;

export const interviewHistoryEntrySchema = z.object({
  action: z.enum(INTERVIEW_HISTORY_ACTIONS),
  from_state: z.enum(INTERVIEW_STATES).nullable(),
  to_state: z.enum(INTERVIEW_STATES),
  actor: z.enum(INTERVIEW_ACTORS),
  by_user_id: z.string().nullable(),
  by_name: z.string().nullable(),
  reason: z.string().nullable(),
  attempt: z.number().int(),
  at: z.string(),
});
export type InterviewHistoryEntry = z.infer<typeof interviewHistoryEntrySchema>;
export const interviewHistorySchema = z.object({ interview_id: z.string(), history: z.array(interviewHistoryEntrySchema) });
export type InterviewHistory = z.infer<typeof interviewHistorySchema>;

/**
 * Spec §3 company settings; `redo_allowed` is on unless the company turns it off (spec §6), and so is
 * `typed_answers_allowed` (issue #16's "continue with typed answers if the company allows it", decision 0100).
 */
export const COMPANY_SETTING_NAMES = ['redo_allowed', 'typed_answers_allowed'] as const;
export type CompanySettingName = (typeof COMPANY_SETTING_NAMES)[number];
export const companySettingsSchema = z.object({ redo_allowed: z.boolean(), typed_answers_allowed: z.boolean() });
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = { redo_allowed: true, typed_answers_allowed: true };

/** GET company/settings?settings=redo_allowed: the settings named (repeated), or all of them. */
export const companySettingsQuerySchema = z.strictObject({
  settings: z
    .union([z.enum(COMPANY_SETTING_NAMES), z.array(z.enum(COMPANY_SETTING_NAMES))], { error: 'companySettings.unknown' })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
});
export const companySettingsPartSchema = companySettingsSchema.partial();
/** PATCH company/settings: a recruiter admin changes the company's settings. */
export const updateCompanySettingsRequestSchema = z
  .strictObject({ redo_allowed: z.boolean().optional(), typed_answers_allowed: z.boolean().optional() })
  // One setting at a time or several; an empty change says nothing and is refused.
  .refine((request) => Object.values(request).some((value) => value !== undefined), { error: 'validation.required' });
export type UpdateCompanySettingsRequest = z.infer<typeof updateCompanySettingsRequestSchema>;
