import { Button, SimpleGrid, Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { useInterestsPage } from '../../features/interests/api/interests';
import { useAssessmentExists } from '../../features/personality/api/personality';
import { KindCard, SkillsKindCards } from '../../features/skills-assessments/components/assessments-list';
import { KindStatus } from '../../features/skills-assessments/components/kind-status';

/** The personality assessment and My Next Move, with how far the candidate is in each. */
function OwnFlowCards() {
  const { t, i18n } = useTranslation();
  const personality = useAssessmentExists();
  const interests = useInterestsPage(null, toLocale(i18n.language));
  const personalityProgress = personality.data?.assessmentProgress;
  const interestsProgress = interests.data?.assessmentProgress;
  const stateOf = (progress: { fractionComplete: number } | undefined, done: boolean | undefined) =>
    progress === undefined ? null : done ? 'COMPLETED' : progress.fractionComplete > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
  const personalityState = stateOf(personalityProgress, personalityProgress?.shortscaleComplete);
  const interestsState = stateOf(interestsProgress, interestsProgress?.complete);
  return (
    <>
      <KindCard
        title={t('skillsAssessments.kinds.personality.title')}
        tests={t('skillsAssessments.kinds.personality.tests')}
        status={personalityState && <KindStatus status={personalityState} />}
        action={
          <Button component={Link} to="/candidate/assessments/personality" variant="light">
            {t('skillsAssessments.list.open')}
          </Button>
        }
      />
      <KindCard
        title={t('skillsAssessments.kinds.myNextMove.title')}
        tests={t('skillsAssessments.kinds.myNextMove.tests')}
        status={interestsState && <KindStatus status={interestsState} />}
        action={
          <Button component={Link} to="/candidate/assessments/my-next-move" variant="light">
            {t('skillsAssessments.list.open')}
          </Button>
        }
      />
    </>
  );
}

/** /candidate/assessments (decision 0077): every assessment a candidate may take, with its state. */
export default function CandidateAssessmentsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={title} description={t('skillsAssessments.list.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SkillsKindCards />
        <OwnFlowCards />
      </SimpleGrid>
    </Stack>
  );
}
