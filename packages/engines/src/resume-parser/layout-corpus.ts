/**
 * Scoring for the layout corpus (`npm run eval:parser -- --layouts`): the PDFs of __layouts__/, printed by
 * Chromium from resume layouts the parser was not written against, and their Word (DOCX) versions, each
 * labelled with the person it was
 * made from (scripts/layout-corpus/people.ts). Text fields match as in the real-resume evaluation
 * (matchesLoosely: case, spacing and punctuation aside, containment at word boundaries); a job's dates
 * match when its start year and its end year (or "present") are both right.
 */
import { comparisonKey } from './text-utils.ts';
import { matchesLoosely, predictedValues } from './labelled-resumes.ts';
import type { ParsedProfile } from './profile.ts';
import { addCountsOf, emptyCountsOf, scoreList, uniqueBy, type CountsOf } from '../evaluation/field-counts.ts';

export const LAYOUT_FIELDS = ['name', 'email', 'titles', 'companies', 'dates', 'colleges', 'degrees', 'skills', 'certifications'] as const;
export type LayoutField = (typeof LAYOUT_FIELDS)[number];
export type LayoutCounts = CountsOf<LayoutField>;

/** What a layout resume says, as the scorer needs it. */
export interface LayoutLabels {
  name: string;
  email: string;
  work: Array<{ title: string; org: string; start: string; end: string | null }>;
  education: Array<{ degree: string; institution: string }>;
  skills: string[];
  certifications: Array<{ name: string }>;
}

export function emptyLayoutCounts(): LayoutCounts {
  return emptyCountsOf(LAYOUT_FIELDS);
}

const year = (date: string | null) => (date ? date.slice(0, 4) : '');

const unique = (values: string[]) => uniqueBy(values, comparisonKey);

/** The fields both corpora label are predicted alike; dates and certifications are the layouts' own. */
export function predictedLayoutValues(profile: ParsedProfile, field: LayoutField): string[] {
  switch (field) {
    case 'dates':
      return Object.values(profile.work_history_detailed)
        .filter((entry) => entry.start)
        .map((entry) => `${year(entry.start)}-${entry.currently_working ? 'present' : year(entry.end)}`);
    case 'certifications':
      return profile.certifications.map((certification) => certification.name);
    default:
      return predictedValues(profile, field);
  }
}

export function labelledLayoutValues(labels: LayoutLabels, field: LayoutField): string[] {
  switch (field) {
    case 'name':
      return [labels.name];
    case 'email':
      return [labels.email];
    case 'titles':
      return unique(labels.work.map((job) => job.title));
    case 'companies':
      return unique(labels.work.map((job) => job.org));
    case 'dates':
      return labels.work.map((job) => `${year(job.start)}-${job.end ? year(job.end) : 'present'}`);
    case 'colleges':
      return unique(labels.education.map((school) => school.institution));
    case 'degrees':
      return unique(labels.education.map((school) => school.degree));
    case 'skills':
      return unique(labels.skills);
    case 'certifications':
      return labels.certifications.map((certification) => certification.name);
  }
}

/** Each predicted value is a true positive when it matches a label not matched yet, else a false positive. */
export function scoreLayout(profile: ParsedProfile, labels: LayoutLabels, counts: LayoutCounts = emptyLayoutCounts()): LayoutCounts {
  for (const field of LAYOUT_FIELDS) {
    scoreList(counts[field], predictedLayoutValues(profile, field), labelledLayoutValues(labels, field), field === 'dates' ? undefined : matchesLoosely);
  }
  return counts;
}

export function addLayoutCounts(into: LayoutCounts, from: LayoutCounts): LayoutCounts {
  return addCountsOf(LAYOUT_FIELDS, into, from);
}
