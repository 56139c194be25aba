import { randomBytes } from 'node:crypto';
import type { CandidateProfile, EditProfileRequest, ProfileSection, WorkEntry } from '@masar/shared/profile';
import { byLatestWork } from '@masar/shared/profile';

/** Defined in packages/shared; re-exported only until profiles.service.ts imports it from there itself. */

/**
 * A confidence path is under a section prefix ("work_history_detailed.") when it starts with it, or when
 * it is the section's bare path ("work_history_detailed"), which the parser sets for a section it could
 * not read.
 */
function isUnder(path: string, prefix: string): boolean {
  return path.startsWith(prefix) || (prefix.endsWith('.') && path === prefix.slice(0, -1));
}

/** An edited section is the person's own words: the parser's confidence for it no longer applies. */
function dropConfidence(confidence: Record<string, number>, prefixes: string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(confidence).filter(([path]) => !prefixes.some((prefix) => isUnder(path, prefix))));
}


export type SkillResolver = (name: string) => { id: string; name: string } | null;

/** Applies the sections a person sent; the others stay as they were. Pure: the caller saves the result. */
export function applyProfileEdits(profile: CandidateProfile, edits: EditProfileRequest, resolveSkill: SkillResolver): CandidateProfile {
  const next: CandidateProfile = structuredClone(profile);
  const touched: string[] = [];
  if (edits.personal_details) {
    next.personal_details = {
      name: edits.personal_details.name,
      email: edits.personal_details.email ?? null,
      phone: edits.personal_details.phone ?? null,
      location: edits.personal_details.location ?? null,
      links: edits.personal_details.links,
    };
    touched.push('personal_details.');
  }
  if (edits.summary !== undefined) {
    next.summary = edits.summary;
    touched.push('summary');
  }
  if (edits.work_history) {
    const entries: WorkEntry[] = edits.work_history
      .map((entry) => ({
        job_title: entry.job_title,
        organization: entry.organization,
        start: entry.start,
        end: entry.currently_working ? null : (entry.end ?? null),
        currently_working: entry.currently_working,
        details: entry.details,
      }))
      .sort(byLatestWork);
    next.work_history_detailed = Object.fromEntries(entries.map((entry, index) => [String(index), entry]));
    next.career_path = entries.map((entry) => entry.job_title).filter((title): title is string => Boolean(title));
    touched.push('work_history_detailed.', 'career_path');
  }
  if (edits.education) {
    next.education = edits.education.map((entry) => ({
      degree_title: entry.degree_title,
      institution: entry.institution,
      field: entry.field ?? null,
      start: entry.start ?? null,
      end: entry.end ?? null,
      expected_end: entry.expected_end ?? null,
    }));
    touched.push('education.');
  }
  if (edits.certifications) {
    next.certifications = edits.certifications.map((entry) => ({
      name: entry.name,
      issuer: entry.issuer ?? null,
      issue_date: entry.issue_date,
      expiry_date: entry.no_expiry ? null : (entry.expiry_date ?? null),
      no_expiry: entry.no_expiry,
      credential_id: entry.credential_id ?? null,
    }));
    touched.push('certifications.');
  }
  if (edits.skills) {
    const seen = new Set<string>();
    next.skills = edits.skills
      .map((name) => ({ name, ref_skill: resolveSkill(name) }))
      .filter((skill) => {
        const key = skill.ref_skill?.id ?? skill.name.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    touched.push('skills.');
  }
  if (edits.languages) {
    next.languages = edits.languages.map((language) => ({ name: language.name, level: language.level ?? null }));
    touched.push('languages.');
  }
  next.confidence = dropConfidence(next.confidence, touched);
  return next;
}

export function addAward(profile: CandidateProfile, award: { title: string; date?: string | null | undefined }): CandidateProfile {
  const next = structuredClone(profile);
  next.highlights_awards.push({ id: randomBytes(8).toString('hex'), title: award.title, date: award.date ?? null });
  return next;
}

/** Removes an award by id; null when there is no such award. */
export function removeAward(profile: CandidateProfile, awardId: string): CandidateProfile | null {
  if (!profile.highlights_awards.some((award) => award.id === awardId)) return null;
  const next = structuredClone(profile);
  next.highlights_awards = next.highlights_awards.filter((award) => award.id !== awardId);
  next.confidence = dropConfidence(next.confidence, ['highlights_awards.']);
  return next;
}

/** The profile fields each reviewable section covers, and the confidence paths that go with them. */
const SECTION_FIELDS: Record<ProfileSection, { fields: Array<keyof CandidateProfile>; confidence: string[] }> = {
  personal_details: { fields: ['personal_details'], confidence: ['personal_details.'] },
  summary: { fields: ['summary'], confidence: ['summary'] },
  work_history: { fields: ['work_history_detailed', 'career_path'], confidence: ['work_history_detailed.', 'career_path'] },
  education: { fields: ['education'], confidence: ['education.'] },
  certifications: { fields: ['certifications'], confidence: ['certifications.'] },
  skills: { fields: ['skills'], confidence: ['skills.'] },
  languages: { fields: ['languages'], confidence: ['languages.'] },
  highlights_awards: { fields: ['highlights_awards'], confidence: ['highlights_awards.'] },
};

/** Takes the chosen sections of a newer resume's profile, with their confidence; the rest stays. */
export function applyProposedSections(profile: CandidateProfile, proposed: CandidateProfile, sections: readonly ProfileSection[]): CandidateProfile {
  const next: CandidateProfile = structuredClone(profile);
  for (const section of new Set(sections)) {
    const { fields, confidence } = SECTION_FIELDS[section];
    for (const field of fields) (next as Record<string, unknown>)[field] = structuredClone(proposed[field]);
    next.confidence = {
      ...dropConfidence(next.confidence, confidence),
      ...Object.fromEntries(Object.entries(proposed.confidence).filter(([path]) => confidence.some((prefix) => isUnder(path, prefix)))),
    };
  }
  return next;
}
