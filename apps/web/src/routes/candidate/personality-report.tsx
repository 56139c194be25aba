import { useRouteName } from '../../app/route-title';
import { AssessmentReportPage } from '../../features/personality/components/assessment-report-page';

/** Spec §2 /candidate/assessments/personality/report/{assessment_id}: the candidate's own report. */
export default function CandidatePersonalityReportPage() {
  return <AssessmentReportPage audience="candidate" title={useRouteName()} />;
}
