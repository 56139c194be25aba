import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { IconAlertTriangle, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { UserText } from '../../../components/ui/user-text';
import { formatCount } from '../../../lib/format-number';
import { useStandardProfileSearch } from '../../../features/recruiter-jobs/api/standard-profiles';
import { profileViewPath } from '../../../features/recruiter-jobs/components/post-job/standard-profile-view';
import { StandardWay } from '../../../features/recruiter-jobs/components/post-job/standard-way';
import { PostJobBreadcrumbs } from '../../../features/recruiter-jobs/components/post-job/post-job-breadcrumbs';

/** /recruiter/jobs/post-job/search/:job_title: the standard job profiles whose titles match, with their sector and skills. */
export default function PostJobSearchPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const { job_title: jobTitle = '' } = useParams();
  const locale = toLocale(i18n.language);
  const results = useStandardProfileSearch(jobTitle, locale);

  return (
    <Stack gap="lg">
      <PostJobBreadcrumbs crumbs={[{ label: title }]} />
      <PageHeading title={title} description={t('postJob.searchIntro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <StandardWay key={jobTitle} initialTitle={jobTitle} />
      </Paper>
      <Stack gap="sm" component="section" aria-label={t('postJob.resultsFor', { title: jobTitle })}>
        {results.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('postJob.searching')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={72} radius="md" />
            ))}
          </Stack>
        ) : results.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('postJob.searchFailed')}>
            {results.error.message}
          </Alert>
        ) : results.data.length === 0 ? (
          <EmptyState
            icon={<IconListSearch size={26} />}
            title={t('postJob.noProfiles', { title: jobTitle })}
            body={t('postJob.noProfilesHint')}
            action={
              <Anchor component={Link} to="/recruiter/jobs/post-job">
                {t('postJob.backToWays')}
              </Anchor>
            }
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('postJob.profilesFound', { count: results.data.length })}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {results.data.map((profile) => (
                <Paper component="li" key={profile.id} withBorder radius="md" p="md">
                  <Stack gap={6}>
                    <Anchor component={Link} to={profileViewPath(profile.id)} fw={600}>
                      <UserText>{profile.title}</UserText>
                    </Anchor>
                    <Group gap="xs">
                      <Badge variant="light" tt="none" fw={500}>
                        <UserText>{profile.sector.name}</UserText>
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {t('postJob.skillsCount', { count: profile.skills_count, formatted: formatCount(profile.skills_count, locale) })}
                      </Text>
                    </Group>
                    {profile.alternate_titles.length > 0 && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {t('postJob.alsoCalled', { titles: profile.alternate_titles.slice(0, 3).join(', ') })}
                      </Text>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  );
}
