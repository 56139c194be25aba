/**
 * The parsed profile: the `upload_response` shape of product-decisions.md.
 *
 * Confidence: every value the parser fills has an entry in `confidence`, keyed by its path in the
 * profile with dots ("personal_details.email", "work_history_detailed.0.job_title", "education.1.end",
 * "skills.3", "highlights_awards.0"). Values are in [0, 1]; a field the parser left null or empty has no
 * entry. Keeping confidence beside the data (rather than wrapping each value) leaves the profile in the
 * exact shape the API and the web forms use, and lets the server drop it with one key.
 *
 * Dates are 'YYYY-MM' when the resume gives the month, 'YYYY' when it gives only the year.
 */
import {
  candidateProfileSchema,
  type CandidateProfile,
  type Certification,
  type EducationEntry,
  type WorkEntry,
} from '@masar/shared/profile';
import type { z } from 'zod';
import type { highlightSchema, languageSchema, profileSkillSchema } from '@masar/shared/profile';

/** The profile's contract is shared with the server and the web; the parser produces it. */
export const parsedProfileSchema = candidateProfileSchema;
export type ParsedProfile = CandidateProfile;
export type { Certification, EducationEntry, WorkEntry };
export type Skill = z.infer<typeof profileSkillSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Highlight = z.infer<typeof highlightSchema>;

/**
 * The skill catalogue, injected: the parser does not know where skills are stored.
 * `candidateNames` are the names and aliases worth scanning for in free text (prose skill sections);
 * `find` maps one skill as written to the catalogue's skill.
 */
export interface SkillLookup {
  candidateNames(lang: 'en' | 'ar'): readonly string[];
  find(text: string, lang: 'en' | 'ar'): { id: string; name: string } | null;
}

/**
 * `too_large`: past the caps of extract/limits.ts; `no_profile`: text with nothing of a resume in it (no
 * contact, no section), which the caller decides with `isPlausibleProfile`.
 */
export type ParseFailureReason = 'no_text_layer' | 'unreadable' | 'empty' | 'too_large' | 'no_profile';

export type ParseResult = { ok: true; profile: ParsedProfile } | { ok: false; reason: ParseFailureReason; message: string };
