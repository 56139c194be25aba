import { Alert, Button, Group, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { viewOf } from '@masar/shared/assessment-items';
import type { Questionnaire, SkillsAssessmentKind } from '@masar/shared/assessments';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { useAutosave } from '../api/autosave';
import { useCancelAttempt, useSubmitAttempt } from '../api/skills-assessments';
import { answerInput, savedAnswerOf, type AnswerValue } from '../answers';
import { resultPath } from '../paths';
import { Countdown } from './countdown';
import { ItemCard } from './item-card';
import { SaveIndicator } from './save-indicator';

/** The items grouped by their section (reading, grammar … or part1 … part5), in the kind's order. */
function sectionsOf(items: Questionnaire['items']) {
  const sections = new Map<string, Questionnaire['items']>();
  for (const item of items) sections.set(item.section, [...(sections.get(item.section) ?? []), item]);
  return [...sections.entries()];
}

function TimeUp({ kind, message }: { kind: SkillsAssessmentKind; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('skillsAssessments.timeUp.title')}>
      <Stack gap="sm">
        <Text>{message}</Text>
        <Button component={Link} to={resultPath(kind)} style={{ alignSelf: 'flex-start' }}>
          {t('skillsAssessments.seeResult')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Answering an attempt: the items by section, a countdown to the server's deadline, every answer saved as
 * given, a confirmed submit and a confirmed cancel (never scored). When the time runs out (the countdown, or the server's 409) the answers
 * saved are what is scored, and the screen says so.
 */
export function TakeAssessment({ kind, data }: { kind: SkillsAssessmentKind; data: Questionnaire }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitAttempt(kind);
  const cancel = useCancelAttempt(kind);
  const views = useMemo(() => new Map(data.items.map((item) => [item.id, viewOf(item)])), [data.items]);
  const [values, setValues] = useState(() => {
    const saved = new Map<string, AnswerValue>();
    for (const item of data.items) {
      const value = savedAnswerOf(views.get(item.id)!, data.answers[item.id]);
      if (value !== undefined) saved.set(item.id, value);
    }
    return saved;
  });
  const [timeUp, setTimeUp] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const sections = useMemo(() => sectionsOf(data.items), [data.items]);
  const [section, setSection] = useState(sections[0]?.[0] ?? '');

  const onTimeUp = useCallback((message: string) => setTimeUp(message), []);
  const autosave = useAutosave(kind, onTimeUp);
  const { flush } = autosave;
  // At zero the last answers go (the server allows a short grace), then the screen says the time is up.
  const onExpired = useCallback(() => {
    void flush().finally(() => setTimeUp((shown) => shown ?? t('skillsAssessments.timeUp.body')));
  }, [flush, t]);

  const answer = (item: Questionnaire['items'][number], value: AnswerValue) => {
    setValues((before) => new Map(before).set(item.id, value));
    autosave.change(answerInput(item, value));
  };
  const send = async () => {
    if (!(await flush())) {
      setConfirming(false);
      return;
    }
    try {
      const { message } = await submit.mutateAsync(data.user_id!);
      if (message !== undefined) showSuccess(message);
      void navigate(resultPath(kind));
    } catch (caught) {
      // Already submitted (the time ran out meanwhile): its result is what there is to see.
      if (caught instanceof ApiError && caught.status === 409) void navigate(resultPath(kind));
    }
  };

  const giveUp = async () => {
    try {
      const { message } = await cancel.mutateAsync(data.user_id!);
      if (message !== undefined) showSuccess(message);
      void navigate(resultPath(kind));
    } catch (caught) {
      // Submitted meanwhile (the time ran out): its result is what there is to see.
      if (caught instanceof ApiError && caught.status === 409) void navigate(resultPath(kind));
    }
  };

  if (timeUp !== null) return <TimeUp kind={kind} message={timeUp} />;

  const answered = data.items.filter((item) => values.has(item.id)).length;
  const sectionIndex = sections.findIndex(([name]) => name === section);
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xs"
        // Below the app shell's fixed header, so the countdown stays in sight while scrolling.
        style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 2 }}
        aria-label={t('skillsAssessments.statusBar')}
        component="section"
      >
        <Group justify="space-between" gap="xs">
          {data.deadline_at && <Countdown deadline={data.deadline_at} onExpired={onExpired} />}
          <SaveIndicator state={autosave.state} onRetry={() => void flush()} />
          <Text size="sm" c="dimmed">
            {t('skillsAssessments.answered', { answered, total: data.items.length })}
          </Text>
        </Group>
      </Paper>
      <Tabs value={section} onChange={(next) => next && setSection(next)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {sections.map(([name, items]) => (
            <Tabs.Tab key={name} value={name}>
              {t(`skillsAssessments.sections.${name}`, { defaultValue: name })} (
              {items.filter((item) => values.has(item.id)).length}/{items.length})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map(([name, items]) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Stack gap="md">
              {items.map((item) => (
                <ItemCard
                  key={item.id}
                  kind={kind}
                  id={item.id}
                  position={item.position}
                  total={data.total}
                  view={views.get(item.id)!}
                  value={values.get(item.id)}
                  onAnswer={(value) => answer(item, value)}
                />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between">
        {sectionIndex < sections.length - 1 ? (
          <Button variant="light" onClick={() => setSection(sections[sectionIndex + 1]![0])}>
            {t('skillsAssessments.nextSection')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="subtle" color="red" onClick={() => setConfirmingCancel(true)}>
            {t('skillsAssessments.cancel.open')}
          </Button>
          <Button onClick={() => setConfirming(true)}>{t('skillsAssessments.submit.open')}</Button>
        </Group>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('skillsAssessments.submit.title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('skillsAssessments.submit.body', { answered, total: data.items.length })}</Text>
          {submit.isError && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {submit.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('skillsAssessments.submit.cancel')}
            </Button>
            <Button loading={submit.isPending} onClick={() => void send()}>
              {t('skillsAssessments.submit.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title={t('skillsAssessments.cancel.title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('skillsAssessments.cancel.body')}</Text>
          {cancel.isError && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingCancel(false)}>
              {t('skillsAssessments.cancel.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => void giveUp()}>
              {t('skillsAssessments.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
