import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { CandidateSearchPanel } from '../../features/candidate-search/components/candidate-search-panel';
import { CandidateStar } from '../../features/job-candidates/components/candidate-star';
import { CompanyCandidatesList } from '../../features/job-candidates/components/company-candidates-list';

/**
 * Spec §2 /recruiter/candidates: the free-text search of the approved pool, then the company's own saved,
 * invited and applied candidates.
 */
export default function RecruiterCandidatesPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: title }]} />
      <PageHeading title={title} />
      <Stack gap="sm" component="section" aria-labelledby="candidate-search-title">
        <Title order={2} size="h3" id="candidate-search-title">
          {t('recruiterCandidates.searchTitle')}
        </Title>
        <Text c="dimmed">{t('candidateSearch.intro')}</Text>
        <CandidateSearchPanel
          resultAside={(result) => <CandidateStar candidateId={result.id} name={result.name} starred={result.is_favorite} />}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="company-candidates-title">
        <Title order={2} size="h3" id="company-candidates-title">
          {t('recruiterCandidates.yoursTitle')}
        </Title>
        <Text c="dimmed">{t('recruiterCandidates.intro')}</Text>
        <CompanyCandidatesList />
      </Stack>
    </Stack>
  );
}
