import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../app/route-title';
import { PageHeading } from '../components/ui/page-heading';

interface TermsSection {
  title: string;
  body: string;
}

function Sections({ heading, sections }: { heading: string; sections: TermsSection[] }) {
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Title order={2} size="h3">
        {heading}
      </Title>
      {sections.map((section) => (
        <Stack key={section.title} gap={4}>
          <Title order={3} size="h5">
            {section.title}
          </Title>
          <Text size="sm">{section.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The portal's terms of use and privacy notice, linked from the sign-up's terms checkbox. */
export default function TermsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('terms.intro')} />
      <Text size="xs" c="dimmed">
        {t('terms.updated')}
      </Text>
      <Sections heading={t('terms.termsHeading')} sections={t('terms.sections', { returnObjects: true })} />
      <Sections heading={t('terms.privacyHeading')} sections={t('terms.privacy', { returnObjects: true })} />
      <Anchor component="button" type="button" onClick={() => void navigate(-1)} style={{ alignSelf: 'flex-start' }}>
        {t('terms.back')}
      </Anchor>
    </Stack>
  );
}
