import { Alert, Anchor, Stack } from '@mantine/core';
import { homePathForState } from '@masar/shared/user-states';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../app/route-title';
import { useSession } from '../app/session/session-store';
import { PageHeading } from '../components/ui/page-heading';
import { BookDemoForm } from '../features/book-demo/components/book-demo-form';

export default function BookDemoPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { user, state } = useSession();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const contact = {
    full_name: user === null ? '' : `${user.first_name} ${user.last_name}`.trim(),
    email: user?.email ?? '',
  };

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('bookDemo.intro')} />
      {confirmation === null ? (
        <BookDemoForm contact={contact} onBooked={setConfirmation} />
      ) : (
        <>
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('bookDemo.sent')} role="status">
            {confirmation}
          </Alert>
          <Anchor component={Link} to={homePathForState(state)}>
            {t('bookDemo.done')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
