import { Button, Stack } from '@mantine/core';
import { homePathForState } from '@masar/shared/user-states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../app/route-title';
import { useSession } from '../app/session/session-store';
import { PageHeading } from '../components/ui/page-heading';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { state } = useSession();
  return (
    <Stack gap="lg" align="flex-start">
      <PageHeading title={title} description={t('notFound.body')} />
      <Button component={Link} to={homePathForState(state)}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
