import type { CandidateProfile, EditProfileRequest, JsonResume } from '@masar/shared/profile';

/** The profile as a JSON Resume document, for use in other tools. */
export function toJsonResume(profile: CandidateProfile, socialLinks: Record<string, string>): JsonResume & { $schema: string } {
  const { personal_details: person } = profile;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      ...(person.name ? { name: person.name } : {}),
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { phone: person.phone } : {}),
      ...(profile.summary ? { summary: profile.summary } : {}),
      ...(person.location ? { location: { address: person.location } } : {}),
      profiles: [
        ...Object.entries(socialLinks).map(([network, url]) => ({ network, url })),
        ...person.links.map((url) => ({ url })),
      ],
    },
    work: Object.values(profile.work_history_detailed).map((entry) => ({
      ...(entry.organization ? { name: entry.organization } : {}),
      ...(entry.job_title ? { position: entry.job_title } : {}),
      ...(entry.start ? { startDate: entry.start } : {}),
      ...(entry.end ? { endDate: entry.end } : {}),
      ...(entry.details ? { highlights: entry.details.split('\n').filter(Boolean) } : {}),
    })),
    education: profile.education.map((entry) => ({
      ...(entry.institution ? { institution: entry.institution } : {}),
      ...(entry.field ? { area: entry.field } : {}),
      ...(entry.degree_title ? { studyType: entry.degree_title } : {}),
      ...(entry.start ? { startDate: entry.start } : {}),
      ...((entry.end ?? entry.expected_end) ? { endDate: (entry.end ?? entry.expected_end)! } : {}),
    })),
    certificates: profile.certifications.map((entry) => ({
      name: entry.name,
      ...(entry.issue_date ? { date: entry.issue_date } : {}),
      ...(entry.issuer ? { issuer: entry.issuer } : {}),
    })),
    skills: profile.skills.map((skill) => ({ name: skill.name })),
    languages: profile.languages.map((language) => ({ language: language.name, ...(language.level ? { fluency: language.level } : {}) })),
    awards: profile.highlights_awards.map((award) => ({ title: award.title, ...(award.date ? { date: award.date } : {}) })),
  };
}

/**
 * A JSON Resume as profile edits: the result goes through the same validation as a person's own edits,
 * so an imported end date before its start is refused with the same message. Entries missing what
 * Masar requires (a job without a position or an employer) are left out.
 */
export function fromJsonResume(resume: JsonResume): EditProfileRequest {
  const today = new Date().toISOString().slice(0, 7);
  const edits: EditProfileRequest = {};
  if (resume.basics?.name) {
    edits.personal_details = {
      name: resume.basics.name,
      email: resume.basics.email ?? null,
      phone: resume.basics.phone ?? null,
      location: resume.basics.location?.address ?? ([resume.basics.location?.city].filter(Boolean).join(', ') || null),
      links: [resume.basics.url, ...(resume.basics.profiles ?? []).map((p) => p.url)].filter((url): url is string => Boolean(url && /^https?:\/\//.test(url))),
    };
  }
  if (resume.basics?.summary !== undefined) edits.summary = resume.basics.summary;
  if (resume.work) {
    edits.work_history = resume.work
      .filter((entry) => entry.position && entry.name && entry.startDate)
      .map((entry) => ({
        job_title: entry.position!,
        organization: entry.name!,
        start: entry.startDate!,
        end: entry.endDate ?? null,
        currently_working: !entry.endDate,
        details: [entry.summary, ...(entry.highlights ?? [])].filter(Boolean).join('\n'),
      }));
  }
  if (resume.education) {
    edits.education = resume.education
      .filter((entry) => entry.institution && (entry.studyType || entry.area))
      .map((entry) => {
        const ended = entry.endDate && entry.endDate.slice(0, 7) <= today;
        return {
          degree_title: entry.studyType ?? entry.area!,
          institution: entry.institution!,
          field: entry.area ?? null,
          start: entry.startDate ?? null,
          end: ended ? entry.endDate! : null,
          expected_end: ended ? null : (entry.endDate ?? null),
        };
      });
  }
  if (resume.certificates) {
    edits.certifications = resume.certificates
      .filter((entry) => entry.name && entry.date)
      .map((entry) => ({ name: entry.name!, issuer: entry.issuer ?? null, issue_date: entry.date!, expiry_date: null, no_expiry: true, credential_id: null }));
  }
  if (resume.skills) {
    edits.skills = [...new Set(resume.skills.flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]).filter((name): name is string => Boolean(name?.trim())))];
  }
  if (resume.languages) {
    edits.languages = resume.languages.filter((l) => l.language).map((l) => ({ name: l.language!, level: l.fluency ?? null }));
  }
  return edits;
}
