import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconSearch, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';

interface PathCardProps {
  to: string;
  icon: Icon;
  title: string;
  description: string;
}

function PathCard({ to, icon: PathIcon, title, description }: PathCardProps) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="xl" shadow="xs">
      <Stack gap="sm">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <PathIcon size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Card>
  );
}

export default function ChoosePathPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="xl" maw={880} mx="auto" py="md">
      <PageHeading title={title} description={t('onboarding.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PathCard
          to="/onboarding/recruiter"
          icon={IconBriefcase}
          title={t('onboarding.hiring')}
          description={t('onboarding.hiringDescription')}
        />
        <PathCard
          to="/onboarding/candidate"
          icon={IconSearch}
          title={t('onboarding.jobSeeking')}
          description={t('onboarding.jobSeekingDescription')}
        />
      </SimpleGrid>
    </Stack>
  );
}
