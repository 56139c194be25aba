import type { StoredFile } from '@masar/shared/uploads';

export type CandidateValues = {
  candidate_avatar: string | undefined;
  candidate_resume: string | undefined;
  candidate_social_links: { facebook: string; instagram: string; twitter: string; linkedin: string };
  candidate_availability: string[];
  /** Optional (decision 0053): null when the candidate prefers not to say. */
  candidate_nationality: string | null;
  accepted_disclaimer: boolean;
};

export interface CandidateDraft {
  values: CandidateValues;
  avatar: StoredFile | null;
  resume: StoredFile | null;
}

export const EMPTY_CANDIDATE_VALUES: CandidateValues = {
  candidate_avatar: undefined,
  candidate_resume: undefined,
  candidate_social_links: { facebook: '', instagram: '', twitter: '', linkedin: '' },
  candidate_availability: [],
  candidate_nationality: null,
  accepted_disclaimer: false,
};

/**
 * The form survives a visit to the disclaimer page (and a reload) in this tab, uploads included. It is
 * session storage, which logout clears.
 */
const DRAFT_KEY = 'candidate_onboarding_draft';

export function readCandidateDraft(): CandidateDraft | null {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    if (stored === null) return null;
    const draft = JSON.parse(stored) as Partial<CandidateDraft>;
    return {
      values: {
        ...EMPTY_CANDIDATE_VALUES,
        ...draft.values,
        candidate_social_links: { ...EMPTY_CANDIDATE_VALUES.candidate_social_links, ...draft.values?.candidate_social_links },
      },
      avatar: draft.avatar ?? null,
      resume: draft.resume ?? null,
    };
  } catch {
    return null;
  }
}

export function saveCandidateDraft(draft: CandidateDraft): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearCandidateDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
