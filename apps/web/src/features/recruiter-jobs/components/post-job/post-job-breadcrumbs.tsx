import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs, type Crumb } from '../../../../components/ui/page-breadcrumbs';

/** Where a page of the post-job flow sits: under the company's jobs and the ways to post one. */
export function PostJobBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <PageBreadcrumbs
      crumbs={[
        { label: t('routeNames.recruiter-jobs'), to: '/recruiter/jobs' },
        { label: t('routeNames.recruiter-post-job'), to: '/recruiter/jobs/post-job' },
        ...crumbs,
      ]}
    />
  );
}
