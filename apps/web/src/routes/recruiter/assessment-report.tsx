import { useRouteName } from '../../app/route-title';
import { AssessmentReportPage } from '../../features/personality/components/assessment-report-page';

/** Spec §2 /recruiter/assessments/report/{assessment_id}: a candidate's report as the company reads it. */
export default function RecruiterAssessmentReportPage() {
  return <AssessmentReportPage audience="recruiter" title={useRouteName()} />;
}
