import { Alert, Paper, Skeleton, Stack, type ComboboxItem } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { Job } from '@masar/shared/jobs';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSectorOptions } from '../../../features/common-data/api/get-sectors';
import { useStandardProfile } from '../../../features/recruiter-jobs/api/standard-profiles';
import { valuesFromProfile } from '../../../features/recruiter-jobs/components/editor/editor-values';
import { JobEditor } from '../../../features/recruiter-jobs/components/editor/job-editor';
import { StoredJobEditor } from '../../../features/recruiter-jobs/components/editor/stored-job-editor';
import { profileViewPath } from '../../../features/recruiter-jobs/components/post-job/standard-profile-view';
import { PostJobBreadcrumbs } from '../../../features/recruiter-jobs/components/post-job/post-job-breadcrumbs';

/** Standard profiles are catalogue occupations (`occ:…`); any other id is a draft the post-job flow made. */
const isProfileId = (id: string) => id.startsWith('occ:');

export const questionsPath = (jobId: string) => `/recruiter/jobs/post-job/${encodeURIComponent(jobId)}/add-questions`;

function ProfileEditor({ profileId, sectors, onSaved }: { profileId: string; sectors: ComboboxItem[]; onSaved: (job: Job) => void }) {
  const { i18n } = useTranslation();
  const profile = useStandardProfile(profileId, toLocale(i18n.language));
  if (profile.isPending)
    return (
      <Paper withBorder radius="lg" p="lg" role="status">
        <Stack gap="sm">
          <Skeleton h={20} w="40%" />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </Paper>
    );
  if (profile.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={profile.error.message} role="alert" />
    );
  return (
    <JobEditor
      key={`${profile.data.id}-${i18n.language}`}
      mode={{ kind: 'from-profile' }}
      initialValues={valuesFromProfile(profile.data)}
      reading={null}
      origin="standard"
      sectors={sectors}
      onSaved={onSaved}
    />
  );
}

/**
 * /recruiter/jobs/post-job/:id/edit: the editor at the end of every way. A draft read from text, a link or
 * a file is saved with update-job/; a standard profile becomes a draft when saved. Either way the
 * interview questions come next.
 */
export default function PostJobEditPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const fromProfile = isProfileId(id);
  const sectors = useSectorOptions();
  const toQuestions = (job: Job) => void navigate(questionsPath(job.jid));

  return (
    <Stack gap="lg">
      <PostJobBreadcrumbs
        crumbs={[
          ...(fromProfile ? [{ label: t('routeNames.recruiter-post-job-view'), to: profileViewPath(id) }] : []),
          { label: title },
        ]}
      />
      <PageHeading title={title} description={t('jobEditor.newDraftIntro')} />
      {fromProfile ? (
        <ProfileEditor profileId={id} sectors={sectors} onSaved={toQuestions} />
      ) : (
        <StoredJobEditor jobId={id} kind="new-draft" sectors={sectors} onSaved={toQuestions} />
      )}
    </Stack>
  );
}
