import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APPROVAL_REASON_MAX_LENGTH } from '@masar/shared/approvals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ApprovalAction = 'APPROVE' | 'DECLINE' | 'MAKE_ADMIN';

const QUESTION = { APPROVE: 'confirmApprove', DECLINE: 'confirmDecline', MAKE_ADMIN: 'confirmMakeAdmin' } as const;
const LABEL = { APPROVE: 'approve', DECLINE: 'decline', MAKE_ADMIN: 'makeAdmin' } as const;

export function actionLabelKey(action: ApprovalAction) {
  return `approvals.${LABEL[action]}` as const;
}

interface ActionConfirmationProps {
  action: ApprovalAction;
  name: string;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

/** Every approval decision is asked first; a decline may carry a reason the person will see. */
export function ActionConfirmation({ action, name, pending, onConfirm, onCancel }: ActionConfirmationProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Stack gap="md">
      <Text>{t(`approvals.${QUESTION[action]}`, { name })}</Text>
      {action === 'DECLINE' && (
        <Textarea
          label={t('approvals.reason')}
          description={t('approvals.reasonHint')}
          autosize
          minRows={3}
          maxLength={APPROVAL_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('approvals.cancel')}
        </Button>
        <Button
          color={action === 'DECLINE' ? 'red' : undefined}
          loading={pending}
          onClick={() => onConfirm(reason.trim() === '' ? undefined : reason.trim())}
        >
          {t(actionLabelKey(action))}
        </Button>
      </Group>
    </Stack>
  );
}

interface ConfirmActionModalProps extends Omit<ActionConfirmationProps, 'action'> {
  action: ApprovalAction | null;
}

export function ConfirmActionModal({ action, onCancel, ...props }: ConfirmActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={action !== null} onClose={onCancel} title={t('approvals.confirmTitle')} centered>
      {action !== null && <ActionConfirmation action={action} onCancel={onCancel} {...props} />}
    </Modal>
  );
}
