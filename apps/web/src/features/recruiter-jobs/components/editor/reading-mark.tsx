import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import type { JobOrigin } from '@masar/shared/jobs';
import { toLocale } from '@masar/shared/messages';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../lib/format-number';
import type { FieldReading } from './editor-values';

const SOURCE_KEYS = {
  text: 'jobEditor.readFromText',
  link: 'jobEditor.readFromPage',
  file: 'jobEditor.readFromFile',
} as const;

export type ReadSource = keyof typeof SOURCE_KEYS;

export function readSourceOf(origin: JobOrigin): ReadSource | null {
  return origin === 'text' || origin === 'link' || origin === 'file' ? origin : null;
}

/**
 * Says a field was filled by the parser and how sure it was; an unsure reading asks to be checked. Shown in a
 * field's description, so a screen reader reads it with the field.
 */
export function ReadingMark({ reading, source }: { reading: FieldReading | undefined; source: ReadSource | null }) {
  const { t, i18n } = useTranslation();
  if (reading === undefined || source === null) return null;
  const sureness = t('jobEditor.sureness', { percent: formatPercent(Math.round(reading.confidence * 100), toLocale(i18n.language)) });
  return (
    <Group gap={4} component="span" wrap="wrap" style={{ display: 'inline-flex' }}>
      <Tooltip label={sureness} withArrow>
        <Badge
          component="span"
          variant="light"
          color="blue"
          size="sm"
          tt="none"
          fw={500}
          tabIndex={0}
          leftSection={<IconSparkles size={12} aria-hidden />}
        >
          {t(SOURCE_KEYS[source])}
          <VisuallyHidden> ({sureness})</VisuallyHidden>
        </Badge>
      </Tooltip>
      {reading.unsure && (
        <Badge component="span" variant="light" color="yellow" size="sm" tt="none" fw={500} leftSection={<IconAlertCircle size={12} aria-hidden />}>
          {t('jobEditor.pleaseCheck')}
        </Badge>
      )}
    </Group>
  );
}
