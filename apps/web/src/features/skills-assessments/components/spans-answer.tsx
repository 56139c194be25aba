import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { EntityLabel, MarkedSpan } from '@masar/shared/assessment-items';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ENTITY_COLOURS: Record<EntityLabel, string> = {
  PERSON: 'var(--mantine-color-blue-1)',
  ORG: 'var(--mantine-color-grape-1)',
  LOC: 'var(--mantine-color-teal-1)',
  DATE: 'var(--mantine-color-yellow-2)',
};

/** The selection's offsets in the passage's own text, or null when it is empty or leaves the passage. */
function selectionIn(container: HTMLElement): { start: number; end: number } | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}

/** The passage with the marked spans highlighted; overlapping marks show the first. */
function highlighted(text: string, spans: readonly MarkedSpan[], typeName: (label: EntityLabel) => string) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue;
    parts.push(text.slice(at, span.start));
    parts.push(
      <mark
        key={span.start}
        style={{ background: ENTITY_COLOURS[span.label], borderRadius: 4 }}
        title={typeName(span.label)}
      >
        {text.slice(span.start, span.end)}
      </mark>,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * part2: select words in the passage (or type them, for the keyboard) and choose an entity type; the
 * marks are listed with a remove button each. Offsets are UTF-16, as the scoring reads them (decision 0068).
 */
export function SpansAnswer({
  text,
  entityTypes,
  spans,
  onChange,
  dir,
}: {
  text: string;
  entityTypes: readonly EntityLabel[];
  spans: MarkedSpan[];
  onChange: (spans: MarkedSpan[]) => void;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const passage = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<{ start: number; end: number } | null>(null);
  const [typed, setTyped] = useState('');
  const [notFound, setNotFound] = useState(false);
  const typeName = (label: EntityLabel) => t(`skillsAssessments.spans.types.${label}`);

  const readSelection = () => {
    if (passage.current) setSelected(selectionIn(passage.current));
  };
  /** The typed words' first occurrence not marked yet, else their first. */
  const typedRange = () => {
    const words = typed.trim();
    if (!words) return null;
    let start = text.indexOf(words);
    let free = start;
    while (free >= 0 && spans.some((span) => span.start === free)) free = text.indexOf(words, free + 1);
    if (free >= 0) start = free;
    return start < 0 ? null : { start, end: start + words.length };
  };
  const mark = (label: EntityLabel) => {
    const range = typed.trim() ? typedRange() : selected;
    if (!range) {
      setNotFound(typed.trim() !== '');
      return;
    }
    setNotFound(false);
    onChange([...spans.filter((span) => span.start !== range.start || span.end !== range.end), { ...range, label }]);
    setSelected(null);
    setTyped('');
    window.getSelection()?.removeAllRanges();
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="md"
        radius="md"
        ref={passage}
        dir={dir}
        onMouseUp={readSelection}
        onKeyUp={readSelection}
        onTouchEnd={readSelection}
        style={{ lineHeight: 2, fontSize: 17, userSelect: 'text' }}
        data-testid="spans-passage"
      >
        {highlighted(text, spans, typeName)}
      </Paper>
      <Text size="sm" c="dimmed">
        {selected
          ? t('skillsAssessments.spans.selected', { text: text.slice(selected.start, selected.end) })
          : t('skillsAssessments.spans.help')}
      </Text>
      <TextInput
        label={t('skillsAssessments.spans.typeLabel')}
        description={t('skillsAssessments.spans.typeHelp')}
        value={typed}
        dir={dir}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setNotFound(false);
        }}
        error={notFound ? t('skillsAssessments.spans.notFound') : undefined}
      />
      <Group gap="xs" role="group" aria-label={t('skillsAssessments.spans.markAs')}>
        {entityTypes.map((label) => (
          <Button
            key={label}
            variant="light"
            disabled={!selected && !typed.trim()}
            onClick={() => mark(label)}
            style={{ background: ENTITY_COLOURS[label], color: 'var(--mantine-color-dark-7)' }}
          >
            {t('skillsAssessments.spans.markAsType', { type: typeName(label) })}
          </Button>
        ))}
      </Group>
      {spans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('skillsAssessments.spans.none')}
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('skillsAssessments.spans.list')}
        >
          {spans.map((span) => {
            const words = text.slice(span.start, span.end);
            return (
              <Group key={`${span.start}-${span.end}`} component="li" gap="xs" wrap="nowrap">
                <Text span dir={dir} fw={600}>
                  {words}
                </Text>
                <Text span size="sm" c="dimmed">
                  {typeName(span.label)}
                </Text>
                <CloseButton
                  aria-label={t('skillsAssessments.spans.remove', { text: words, type: typeName(span.label) })}
                  onClick={() => onChange(spans.filter((other) => other !== span))}
                />
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
