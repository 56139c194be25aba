import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { JOB_QUESTIONS_MAX, type JobQuestion, type QuestionDraft } from '@masar/shared/job-questions';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, showError, showSuccess } from '../../../../lib/notify';
import { useSaveJobQuestions } from '../../api/questions-save';
import { useSuggestJobQuestions } from '../../api/questions-suggest';
import { QuestionCard } from './question-card';
import { draftErrors, QuestionForm, type SkillOption } from './question-form';

interface Item extends QuestionDraft {
  key: string;
}

/** Same text apart from spacing, punctuation and case, as the server compares questions. */
const questionKey = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en').replace(/[\s\p{P}]+/gu, ' ').trim();
const sameText = (a: string, b: string) => questionKey(a) === questionKey(b);

/** A saved question keeps its id as its key; a new one gets its own. */
const fromSaved = ({ question, kind, skill_ids, rubric, source, id }: JobQuestion): Item => ({ question, kind, skill_ids, rubric, source, key: id });
const keyed = (draft: QuestionDraft): Item => ({ ...draft, key: crypto.randomUUID() });

const EMPTY: QuestionDraft = { question: '', kind: 'technical', skill_ids: [], rubric: '', source: 'typed' };

interface JobQuestionsEditorProps {
  jobId: string;
  saved: readonly JobQuestion[];
  skills: readonly SkillOption[];
  /** Continue or Skip: after saving what changed. */
  onFinish: () => void;
}

/**
 * The job's interview questions as the recruiter arranges them before saving: suggested ones join the
 * list marked as such, to keep or remove; typed ones are added; each can be edited, moved or removed;
 * Save replaces the saved list with this one.
 */
export function JobQuestionsEditor({ jobId, saved, skills, onFinish }: JobQuestionsEditorProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>(() => saved.map(fromSaved));
  const [editing, setEditing] = useState<{ key: string; isNew: boolean } | null>(null);
  const [dirty, setDirty] = useState(false);
  const suggest = useSuggestJobQuestions(jobId);
  const save = useSaveJobQuestions(jobId);

  const change = (next: Item[]) => {
    setItems(next);
    setDirty(true);
  };
  const full = items.length >= JOB_QUESTIONS_MAX;

  const addSuggestions = async () => {
    try {
      const suggestions = await suggest.mutateAsync();
      const fresh = suggestions.filter((suggestion) => !items.some((item) => sameText(item.question, suggestion.question)));
      const room = fresh.slice(0, Math.max(0, JOB_QUESTIONS_MAX - items.length));
      if (room.length === 0) {
        showSuccess(t(fresh.length === 0 ? 'jobQuestions.noneNew' : 'jobQuestions.full', { max: JOB_QUESTIONS_MAX }));
        return;
      }
      change([...items, ...room.map(keyed)]);
      showSuccess(t('jobQuestions.added', { count: room.length }));
    } catch (error) {
      showError(messageOf(error));
    }
  };

  const addTyped = () => {
    const item = keyed(EMPTY);
    setItems([...items, item]);
    setEditing({ key: item.key, isNew: true });
  };

  const move = (index: number, step: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + step, 0, item!);
    change(next);
  };

  const persist = async (): Promise<boolean> => {
    const invalid = items.findIndex((item) => Object.keys(draftErrors(item)).length > 0);
    if (invalid !== -1) {
      setEditing({ key: items[invalid]!.key, isNew: false });
      return false;
    }
    try {
      const { questions, message } = await save.mutateAsync(items);
      setItems(questions.map(fromSaved));
      setDirty(false);
      if (message !== undefined) showSuccess(message);
      return true;
    } catch (error) {
      showError(messageOf(error));
      return false;
    }
  };

  const finish = async () => {
    if (!dirty || (await persist())) onFinish();
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconSparkles size={18} aria-hidden />} onClick={() => void addSuggestions()} loading={suggest.isPending} disabled={full || editing !== null}>
          {t('jobQuestions.suggest')}
        </Button>
        <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={addTyped} disabled={full || editing !== null}>
          {t('jobQuestions.add')}
        </Button>
      </Group>

      {items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed">{t('jobQuestions.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('jobQuestions.listLabel')}>
          {items.map((item, index) => (
            <li key={item.key}>
              {editing?.key === item.key ? (
                <QuestionForm
                  draft={item}
                  number={index + 1}
                  skills={skills}
                  onDone={(draft) => {
                    change(items.map((other) => (other.key === item.key ? { ...other, ...draft } : other)));
                    setEditing(null);
                  }}
                  onCancel={() => {
                    if (editing.isNew) setItems(items.filter((other) => other.key !== item.key));
                    setEditing(null);
                  }}
                />
              ) : (
                <QuestionCard
                  draft={item}
                  number={index + 1}
                  count={items.length}
                  skills={skills}
                  onEdit={() => setEditing({ key: item.key, isNew: false })}
                  onRemove={() => change(items.filter((other) => other.key !== item.key))}
                  onMove={(step) => move(index, step)}
                />
              )}
            </li>
          ))}
        </Stack>
      )}

      {dirty && (
        <Alert color="yellow" variant="light" role="status">
          {t('jobQuestions.unsaved')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => void persist()} loading={save.isPending} disabled={editing !== null || !dirty}>
          {t('jobQuestions.save')}
        </Button>
        <Button onClick={() => void finish()} disabled={editing !== null || save.isPending}>
          {items.length === 0 ? t('jobQuestions.skip') : t('jobQuestions.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
