import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconSearch, type Icon } from '@tabler/icons-react';
import { homePathForState } from '@masar/shared/user-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { replaceUser } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { JoinCompanyCard } from '../../features/invitations/components/join-company-card';
import { showSuccess } from '../../lib/notify';
import { clearInviteCode, readInviteCode } from '../../lib/storage';

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
  const navigate = useNavigate();
  // An invite link opened in this tab: joining the colleague's company comes first.
  const [inviteCode, setInviteCode] = useState(readInviteCode);

  const forgetInvitation = () => {
    clearInviteCode();
    setInviteCode(null);
  };

  return (
    <Stack gap="xl" maw={880} mx="auto" py="md">
      <PageHeading title={title} description={t('onboarding.intro')} />
      {inviteCode !== null && (
        <JoinCompanyCard
          code={inviteCode}
          onDismiss={forgetInvitation}
          onJoined={({ user, message }, company) => {
            clearInviteCode();
            showSuccess(message ?? t('invitations.joined', { company }));
            void navigate(homePathForState(replaceUser(user)), { replace: true });
          }}
        />
      )}
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
