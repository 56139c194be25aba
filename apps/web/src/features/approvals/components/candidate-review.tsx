import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccountDetail } from '@masar/shared/approvals';
import { toLocale } from '@masar/shared/messages';
import { formatMegabytes } from '@masar/shared/uploads';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { translateMessageKey } from '../../../lib/i18n';
import { messageOf, showError } from '../../../lib/notify';
import { useActionCandidate, type AccountAction } from '../api/action-candidate';
import { DecisionButtons, decisionsFor, type ApprovalAction } from './decision-buttons';
import { ParsedProfile } from './parsed-profile';
import {
  AVAILABILITY_LABEL,
  fullNameOf,
  mobileOf,
  RESUME_COLOR,
  RESUME_LABEL,
  STATUS_COLOR,
  STATUS_LABEL,
} from './account-labels';
import { UserText } from '../../../components/ui/user-text';

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

interface CandidateReviewProps {
  candidate: AccountDetail;
  onDone: (result: AccountAction) => void;
}

/**
 * What a recruiter admin needs to decide on a candidate: the account, the resume and the profile read from it,
 * then the decision itself.
 */
export function CandidateReview({ candidate, onDone }: CandidateReviewProps) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const actOnCandidate = useActionCandidate();
  const name = fullNameOf(candidate);
  const links = Object.entries(candidate.social_links).filter(([, url]) => url !== '');
  const resume = candidate.resume;
  const parseStatus = candidate.profile_status;

  // A double click on Confirm comes before the pending state renders: one decision, one request.
  const sending = useRef(false);
  const confirm = (action: ApprovalAction, reason: string | undefined) => {
    if (action === 'MAKE_ADMIN' || sending.current) return;
    sending.current = true;
    actOnCandidate.mutate(
      { candidate_id: candidate.id, action, reason },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (result) => {
          onDone(result);
        },
      },
    );
  };

  const download = async () => {
    if (resume === null) return;
    setDownloading(true);
    try {
      await downloadFile(resume.url, resume.file_name);
    } catch (error) {
      showError(messageOf(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="xl">
              <UserText>{name}</UserText>
            </Title>
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {candidate.email}
            </Text>
          </Stack>
          <Badge size="lg" variant="light" color={STATUS_COLOR[candidate.approval_status]}>
            {t(`approvals.${STATUS_LABEL[candidate.approval_status]}`)}
          </Badge>
        </Group>
        {candidate.approval_reason !== null && candidate.approval_reason !== '' && (
          <Alert mt="md" variant="light" color="gray" title={t('approvals.reasonGiven')}>
            {candidate.approval_reason}
          </Alert>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('approvals.details')}>
          <Detail label={t('approvals.mobile')}>
            <span dir="ltr">{mobileOf(candidate) ?? t('approvals.notGiven')}</span>
          </Detail>
          <Detail label={t('approvals.onboarded')}>
            {candidate.onboarded_at === null
              ? t('approvals.notYet')
              : (formatLongDate(candidate.onboarded_at, toLocale(i18n.language)) ?? t('dates.invalid'))}
          </Detail>
          <Detail label={t('approvals.availability')}>
            {candidate.availability.length === 0
              ? t('approvals.notGiven')
              : candidate.availability
                  .map((value) => {
                    const label = AVAILABILITY_LABEL[value];
                    return label === undefined ? value : t(`approvals.${label}`);
                  })
                  .join(' · ')}
          </Detail>
        </Section>

        <Section title={t('approvals.links')}>
          {links.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('approvals.noLinks')}
            </Text>
          ) : (
            links.map(([platform, url]) => (
              <Detail key={platform} label={SOCIAL_NAMES[platform] ?? platform}>
                <Anchor
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  style={{ wordBreak: 'break-all' }}
                >
                  {url}
                </Anchor>
              </Detail>
            ))
          )}
        </Section>
      </SimpleGrid>

      <Section title={t('approvals.resume')}>
        {resume === null ? (
          <Text size="sm" c="dimmed">
            {t('approvals.noResume')}
          </Text>
        ) : (
          <Group justify="space-between">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {resume.file_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMegabytes(resume.size_bytes)}
              </Text>
            </Stack>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={downloading}
              onClick={() => void download()}
            >
              {t('approvals.download')}
            </Button>
          </Group>
        )}
        <Detail label={t('approvals.parseStatus')}>
          {parseStatus === null ? (
            t('approvals.resumeNone')
          ) : (
            <Badge variant="light" color={RESUME_COLOR[parseStatus]}>
              {t(`approvals.${RESUME_LABEL[parseStatus]}`)}
            </Badge>
          )}
        </Detail>
      </Section>

      <ParsedProfile status={parseStatus} profile={candidate.upload_response} />

      <DecisionButtons
        actions={decisionsFor(candidate.approval_status)}
        name={name}
        pending={actOnCandidate.isPending}
        onConfirm={confirm}
      />
    </Stack>
  );
}

/** The server's message, else ours, for the toast after a decision. */
export function decisionMessage({ message, account }: AccountAction): string {
  return (
    message ?? translateMessageKey(account.approval_status === 'APPROVED' ? 'approval.approved' : 'approval.declined')
  );
}
