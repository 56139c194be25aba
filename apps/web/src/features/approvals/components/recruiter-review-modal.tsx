import { Anchor, Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountSummary } from '@masar/shared/approvals';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useActionRecruiter } from '../api/action-recruiter';
import { DecisionButtons, decisionsFor, type ApprovalAction } from './decision-buttons';
import { fullNameOf, STATUS_COLOR, STATUS_LABEL } from './account-labels';
import { UserText } from '../../../components/ui/user-text';
import { toLocale } from '@masar/shared/messages';
import { cityName } from '../../../lib/names';
import { formatParts } from '../../../lib/format-list';

const DONE_MESSAGE = {
  APPROVE: 'approval.approved',
  DECLINE: 'approval.declined',
  MAKE_ADMIN: 'approval.promoted',
} as const;

interface RecruiterReviewModalProps {
  account: AccountSummary | null;
  industryName: (id: string | null) => string | null;
  countryName: (code: string | null) => string | null;
  onClose: () => void;
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

/** A recruiter and their company, with the decisions every review shows (Decline, Make admin, Approve), each asked first. */
export function RecruiterReviewModal({ account, industryName, countryName, onClose }: RecruiterReviewModalProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const actOnRecruiter = useActionRecruiter();

  // A double click on Confirm comes before the pending state renders: one decision, one request.
  const sending = useRef(false);
  const confirm = (chosen: ApprovalAction, reason: string | undefined) => {
    if (account === null || sending.current) return;
    sending.current = true;
    actOnRecruiter.mutate(
      { recruiter_id: account.id, action: chosen, reason },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: ({ message }) => {
          showSuccess(message ?? translateMessageKey(DONE_MESSAGE[chosen]));
          onClose();
        },
      },
    );
  };

  const company = account?.company ?? null;
  const placeParts = [
    company?.company_city === undefined || company.company_city === null
      ? null
      : cityName(company.company_city, company.company_country ?? null, locale),
    countryName(company?.company_country ?? null),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  const place = formatParts(placeParts, locale);

  return (
    <Modal opened={account !== null} onClose={onClose} title={t('approvals.recruiterTitle')} size="lg" centered>
      {account !== null && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>
                <UserText>{fullNameOf(account)}</UserText>
              </Text>
              <Text size="sm" c="dimmed" dir="ltr">
                {account.email}
              </Text>
            </Stack>
            <Badge variant="light" color={STATUS_COLOR[account.approval_status]}>
              {t(`approvals.${STATUS_LABEL[account.approval_status]}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Detail label={t('approvals.company')}>
              {company?.company_name === undefined ? (
                t('approvals.notGiven')
              ) : (
                <UserText>{company.company_name}</UserText>
              )}
            </Detail>
            <Detail label={t('approvals.industry')}>
              {industryName(company?.company_industry ?? null) ?? t('approvals.notGiven')}
            </Detail>
            <Detail label={t('approvals.city')}>
              {place === '' ? t('approvals.notGiven') : <UserText>{place}</UserText>}
            </Detail>
            <Detail label={t('approvals.companySize')}>{company?.company_size ?? t('approvals.notGiven')}</Detail>
            <Detail label={t('approvals.website')}>
              {company?.company_website ? (
                <Anchor href={company.company_website} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {company.company_website}
                </Anchor>
              ) : (
                t('approvals.notGiven')
              )}
            </Detail>
          </SimpleGrid>
          <Detail label={t('approvals.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {company?.company_description ?? t('approvals.notGiven')}
            </Text>
          </Detail>
          {account.approval_reason !== null && account.approval_reason !== '' && (
            <Detail label={t('approvals.reasonGiven')}>{account.approval_reason}</Detail>
          )}
          <DecisionButtons
            key={account.id}
            actions={decisionsFor(account.approval_status, { canMakeAdmin: true })}
            name={fullNameOf(account)}
            pending={actOnRecruiter.isPending}
            onConfirm={confirm}
          />
        </Stack>
      )}
    </Modal>
  );
}
