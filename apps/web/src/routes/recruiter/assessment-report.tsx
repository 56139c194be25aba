import { parseReportId } from '@masar/shared/assessments';
import { useParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { AssessmentReportPage } from '../../features/personality/components/assessment-report-page';
import { SkillsReportPage } from '../../features/recruiter-assessments/components/skills-report-page';

/**
 * Spec §2 /recruiter/assessments/report/{assessment_id}: a candidate's result as the company reads it.
 * The id says which (decision 0073): `english_v1.<user id>` is a skills attempt, a bare id a personality assessment.
 */
export default function RecruiterAssessmentReportPage() {
  const title = useRouteName();
  const report = parseReportId(useParams().assessment_id ?? '');
  if (report.kind === 'personality') return <AssessmentReportPage audience="recruiter" title={title} />;
  return <SkillsReportPage key={`${report.kind}.${report.userId}`} kind={report.kind} userId={report.userId} />;
}
