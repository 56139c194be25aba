import { Badge } from '@mantine/core';
import type { JobStatus } from '@masar/shared/jobs';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<JobStatus, string> = { draft: 'yellow', published: 'green', closed: 'gray' };

/** Draft, published or closed (decision 0036), the same colour wherever a job is listed. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {t(`recruiterJobs.status.${status}`)}
    </Badge>
  );
}
