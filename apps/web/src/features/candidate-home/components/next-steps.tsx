import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconBrain,
  IconBriefcase,
  IconCompass,
  IconMicrophone,
  IconRoute,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';

type StepName = 'profile' | 'jobs' | 'careerPath' | 'courses' | 'personality' | 'myNextMove' | 'interviews';

/** In the order they help most; a step whose page is not built yet is left out (issue #9). */
const STEPS: { name: StepName; to: string; icon: Icon }[] = [
  { name: 'profile', to: '/candidate/profile', icon: IconUserCircle },
  { name: 'personality', to: '/candidate/assessments/personality', icon: IconBrain },
  { name: 'myNextMove', to: '/candidate/assessments/my-next-move', icon: IconCompass },
  { name: 'careerPath', to: '/candidate/jobs/upskill-career', icon: IconRoute },
  { name: 'courses', to: '/candidate/courses', icon: IconBook },
  { name: 'jobs', to: '/candidate/jobs', icon: IconBriefcase },
  { name: 'interviews', to: '/candidate/interviews', icon: IconMicrophone },
];

/** What a candidate can do next to be matched better and be seen: each step opens its page. */
export function NextSteps({
  profileComplete,
  isBuilt,
}: {
  profileComplete: boolean;
  /** Whether a path opens a built page (the route table knows). */
  isBuilt: (path: string) => boolean;
}) {
  const { t } = useTranslation();
  // A complete profile has nothing left to do first; the assessments come forward.
  const steps = STEPS.filter((step) => isBuilt(step.to) && !(profileComplete && step.name === 'profile'));
  return (
    <SectionCard id="next-steps" title={t('nextSteps.title')}>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map(({ name, to, icon: StepIcon }) => (
          <li key={name}>
            <UnstyledButton
              component={Link}
              to={to}
              p="xs"
              w="100%"
              style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <StepIcon size={20} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {t(`nextSteps.${name}.title`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`nextSteps.${name}.body`)}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
