import type { SkillsAssessmentKind } from '@masar/shared/assessments';

/** The candidate's assessments pages (decision 0077). */
export const ASSESSMENTS_PATH = '/candidate/assessments';
export const takePath = (kind: SkillsAssessmentKind) => `${ASSESSMENTS_PATH}/skills/${kind}`;
export const resultPath = (kind: SkillsAssessmentKind) => `${ASSESSMENTS_PATH}/skills/${kind}/result`;
