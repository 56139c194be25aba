/**
 * Interview questions for a job, composed from what the catalogue knows of its skills and occupation
 * (issue #11, decision 0037). Pure and deterministic: the same job gives the same questions in the same
 * order, so a recruiter who asks again sees what they saw, and tests can assert the exact output.
 *
 * One question per must-have skill, its template chosen by the skill's kind (a programming language, a
 * tool, a method, a body of rules, a certificate or licence, a human language or a translation pair, a soft
 * skill), then questions about the role: behavioural ones shaped by the experience asked for, situational
 * ones shaped by the occupation's main interest area (O*NET's Holland code) and the job's first skill.
 */
import { interpolate, TEMPLATES, type Locale, type Template } from './templates.ts';

export type { Locale } from './templates.ts';

export const QUESTION_KINDS = ['technical', 'behavioural', 'situational'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface InterviewSkill {
  id: string;
  name: { en: string; ar: string };
  /** The catalogue's skill type: technical, tool, knowledge, certification, language, soft. */
  type: string;
  /** The catalogue's category id ("programming-languages", "translation-pairs"). */
  category: string;
  categoryName: { en: string; ar: string } | null;
  /** Must-have (true) or nice-to-have. */
  required: boolean;
}

export interface InterviewJob {
  title: string;
  experience: { value: number; unit: 'years' | 'months' };
  /** In the job's order. */
  skills: readonly InterviewSkill[];
  occupation: { id: string; title: { en: string; ar: string }; hollandCode: string } | null;
}

export interface ComposedQuestion {
  question: string;
  kind: QuestionKind;
  skill_ids: string[];
  /** What a strong answer shows. */
  rubric: string;
}

/** At most this many questions about single skills; further must-haves share one breadth question. */
export const SKILL_QUESTIONS_MAX = 6;
/** Fewer questions than this would not fill an interview. */
export const QUESTIONS_MIN = 6;
/** Nice-to-have skills fill in up to this many skill questions when the job names few must-haves. */
export const SKILL_QUESTIONS_MIN = 3;

type SkillGroup = keyof typeof TEMPLATES.skill;

const TRANSLATION_CATEGORIES = new Set(['translation-pairs', 'interpreting-pairs', 'translation']);

/** Which family of templates fits a skill: the catalogue's type, refined by category where the type is broad. */
export function skillGroup(skill: Pick<InterviewSkill, 'type' | 'category'>): SkillGroup {
  switch (skill.type) {
    case 'tool':
      return skill.category === 'programming-languages' ? 'programming' : 'tool';
    case 'knowledge':
      return 'knowledge';
    case 'certification':
      return 'certification';
    case 'language':
      return TRANSLATION_CATEGORIES.has(skill.category) ? 'translation' : 'language';
    case 'soft':
      return 'soft';
    default:
      return 'technical';
  }
}

function experienceYears(experience: InterviewJob['experience']): number {
  return experience.unit === 'months' ? experience.value / 12 : experience.value;
}

function joinNames(names: readonly string[], locale: Locale): string {
  if (names.length <= 1) return names.join('');
  const head = names.slice(0, -1).join(locale === 'ar' ? '، ' : ', ');
  return locale === 'ar' ? `${head} و${names.at(-1)}` : `${head} and ${names.at(-1)}`;
}

/** Same text apart from spacing and case: what "already in the list" means for questions. */
export function questionKey(question: string): string {
  return question.normalize('NFKC').toLocaleLowerCase('en').replace(/[\s\p{P}]+/gu, ' ').trim();
}

export function composeInterviewQuestions(job: InterviewJob, locale: Locale): ComposedQuestion[] {
  const title = job.title.trim() || (job.occupation?.title[locale] ?? '');
  const skillName = (skill: InterviewSkill) => skill.name[locale] || skill.name.en;
  const categoryName = (skill: InterviewSkill) => skill.categoryName?.[locale] || skill.categoryName?.en || skillName(skill);

  const questions: ComposedQuestion[] = [];
  const usedTemplates = new Set<Template>();
  const make = (template: Template, kind: QuestionKind, skillIds: string[], values: Record<string, string>) => {
    usedTemplates.add(template);
    questions.push({
      question: interpolate(template.question[locale], values),
      kind,
      skill_ids: skillIds,
      rubric: interpolate(template.rubric[locale], values),
    });
  };

  // Templates rotate within a group, so two tools of one job are not asked the same way.
  const used = new Map<SkillGroup, number>();
  const askAbout = (skill: InterviewSkill) => {
    const group = skillGroup(skill);
    const variants = TEMPLATES.skill[group];
    const turn = used.get(group) ?? 0;
    used.set(group, turn + 1);
    const template = variants[turn % variants.length] as Template;
    make(template, group === 'soft' ? 'behavioural' : 'technical', [skill.id], { skill: skillName(skill), category: categoryName(skill), title });
  };

  const mustHaves = job.skills.filter((skill) => skill.required);
  // Soft skills alone leave room for one question on the role's own work (below).
  const skillQuestionsMax = mustHaves.some((skill) => skillGroup(skill) !== 'soft') ? SKILL_QUESTIONS_MAX : SKILL_QUESTIONS_MAX - 1;
  const single = mustHaves.length > skillQuestionsMax ? mustHaves.slice(0, skillQuestionsMax - 1) : mustHaves;
  for (const skill of single) askAbout(skill);
  const rest = mustHaves.slice(single.length);
  if (rest.length > 0) make(TEMPLATES.breadth, 'technical', rest.map((skill) => skill.id), { skills: joinNames(rest.map(skillName), locale), title });
  for (const skill of job.skills.filter((candidate) => !candidate.required).slice(0, Math.max(0, SKILL_QUESTIONS_MIN - mustHaves.length))) askAbout(skill);
  // Soft skills alone (or none) still leave the role's own work to ask about.
  if (!questions.some((question) => question.kind === 'technical')) make(TEMPLATES.roleCore, 'technical', [], { title });

  const years = experienceYears(job.experience);
  const stage = years >= 5 ? 'senior' : years < 2 ? 'junior' : 'mid';
  make(TEMPLATES.experience[stage], 'behavioural', [], { title });
  make(TEMPLATES.disagreement, 'behavioural', [], { title });

  const area = job.occupation?.hollandCode.charAt(0) as keyof typeof TEMPLATES.interest | undefined;
  make(area && area in TEMPLATES.interest ? TEMPLATES.interest[area] : TEMPLATES.priorities, 'situational', [], { title });
  const firstWorkSkill = mustHaves.find((skill) => skillGroup(skill) !== 'soft') ?? job.skills.find((skill) => skillGroup(skill) !== 'soft');
  if (firstWorkSkill) make(TEMPLATES.firstMonth, 'situational', [firstWorkSkill.id], { skill: skillName(firstWorkSkill), title });

  // A job with no skills and no occupation still gets a full interview's worth of questions.
  const fillers = [
    [TEMPLATES.mistake, 'behavioural'],
    [TEMPLATES.priorities, 'situational'],
    [TEMPLATES.feedback, 'behavioural'],
  ] as const;
  for (const [template, kind] of fillers) if (questions.length < QUESTIONS_MIN && !usedTemplates.has(template)) make(template, kind, [], { title });

  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = questionKey(question.question);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
