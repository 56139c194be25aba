import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { APPROVAL_REASON_MAX_LENGTH } from '@masar/shared/approvals';
import type { ApprovalStatus } from '@masar/shared/users';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ApprovalAction = 'APPROVE' | 'DECLINE' | 'MAKE_ADMIN';

const QUESTION = { APPROVE: 'confirmApprove', DECLINE: 'confirmDecline', MAKE_ADMIN: 'confirmMakeAdmin' } as const;
const LABEL = { APPROVE: 'approve', DECLINE: 'decline', MAKE_ADMIN: 'makeAdmin' } as const;

export function actionLabelKey(action: ApprovalAction) {
  return `approvals.${LABEL[action]}` as const;
}

/**
 * The decisions an account in this status can take, in the one order every review shows them: the
 * destructive one first, the primary one last, where the eye ends (decision 0029): Decline, Make admin, Approve.
 */
export function decisionsFor(status: ApprovalStatus, { canMakeAdmin = false } = {}): ApprovalAction[] {
  const actions: ApprovalAction[] = [];
  if (status !== 'DECLINED') actions.push('DECLINE');
  if (canMakeAdmin && status === 'APPROVED') actions.push('MAKE_ADMIN');
  if (status !== 'APPROVED') actions.push('APPROVE');
  return actions;
}

interface ActionConfirmationProps {
  action: ApprovalAction;
  name: string;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

/** Every approval decision is asked first; a decline may carry a reason the person will see. */
function ActionConfirmation({ action, name, pending, onConfirm, onCancel }: ActionConfirmationProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const questionId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The question replaces the button that was pressed, so focus follows it (to the reason, or to Cancel,
  // never to the confirming button, where a second Enter would decide).
  useEffect(() => {
    (reasonRef.current ?? cancelRef.current)?.focus();
  }, []);
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={questionId}>
      <Stack gap="md">
        <Text id={questionId}>{t(`approvals.${QUESTION[action]}`, { name })}</Text>
        {action === 'DECLINE' && (
          <Textarea
            ref={reasonRef}
            label={t('approvals.reason')}
            description={t('approvals.reasonHint')}
            autosize
            minRows={3}
            maxLength={APPROVAL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button ref={cancelRef} variant="default" onClick={onCancel} disabled={pending}>
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
    </Paper>
  );
}

interface DecisionButtonsProps {
  actions: ApprovalAction[];
  /** The person's name, in the question. */
  name: string;
  pending: boolean;
  onConfirm: (action: ApprovalAction, reason: string | undefined) => void;
}

/**
 * The decision on an account, the same in every review (a candidate's page, a recruiter's dialog): the
 * buttons in one order, and a press asks first in their place, with the account still in view above
 * (decision 0029).
 */
export function DecisionButtons({ actions, name, pending, onConfirm }: DecisionButtonsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ApprovalAction | null>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const cancel = () => {
    setChosen(null);
    // Back to the buttons the question replaced.
    requestAnimationFrame(() => buttonsRef.current?.querySelector('button')?.focus());
  };
  if (chosen !== null) {
    return (
      <ActionConfirmation
        action={chosen}
        name={name}
        pending={pending}
        onConfirm={(reason) => onConfirm(chosen, reason)}
        onCancel={cancel}
      />
    );
  }
  return (
    <Group ref={buttonsRef} justify="flex-end" role="group" aria-label={t('approvals.decision')}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'DECLINE' ? 'light' : action === 'MAKE_ADMIN' ? 'default' : 'filled'}
          color={action === 'DECLINE' ? 'red' : undefined}
          onClick={() => setChosen(action)}
        >
          {t(actionLabelKey(action))}
        </Button>
      ))}
    </Group>
  );
}
