import { Anchor, Breadcrumbs, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { useCandidate } from '../../features/approvals/api/get-candidate';
import { CandidateReview, decisionMessage } from '../../features/approvals/components/candidate-review';
import { showSuccess } from '../../lib/notify';

function listAddress(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return `/recruiter/admin${typeof from === 'string' && from.startsWith('?') ? from : ''}`;
}

export default function ApprovalCandidatePage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '' } = useParams();
  const candidate = useCandidate(id);
  const back = listAddress(location.state);

  return (
    <Stack gap="lg" maw={960}>
      <Breadcrumbs>
        <Anchor component={Link} to={back} size="sm">
          {t('routeNames.recruiter-approvals')}
        </Anchor>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <PageHeading title={title} />
      {candidate.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : candidate.isError ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="flex-start">
            <Text>{t('approvals.notFound')}</Text>
            <Button component={Link} to={back} variant="default">
              {t('approvals.back')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <CandidateReview
          candidate={candidate.data}
          onDone={(result) => {
            showSuccess(decisionMessage(result));
            void navigate(back);
          }}
        />
      )}
    </Stack>
  );
}
