import { SKILLS_ASSESSMENT_KINDS, type SkillsAssessmentKind } from '@masar/shared/assessments';
import { useParams } from 'react-router';

/** The route's `:kind` when it names a skills assessment, else null. */
export function useKindParam(): SkillsAssessmentKind | null {
  const { kind } = useParams();
  return (SKILLS_ASSESSMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SkillsAssessmentKind) : null;
}
