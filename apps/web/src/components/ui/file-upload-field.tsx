import { Alert, Button, Group, Image, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMegabytes } from '@masar/shared/uploads';
import { IconCircleCheck, IconFileUpload, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptFor, ruleFor } from '../../lib/chunked-upload';
import { translateMessageKey } from '../../lib/i18n';
import { describeProblem, type ChunkedUpload } from '../../lib/use-chunked-upload';
import { toLocale } from '@masar/shared/messages';
import { formatPercent } from '../../lib/format-number';

interface FileUploadFieldProps {
  label: string;
  description?: string;
  upload: ChunkedUpload;
  /** Show the chosen image; files are served only with the token, so the preview is the local file. */
  imagePreview?: boolean;
}

/** The local file as an image URL, released when it changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    // An object URL is an outside resource: made and released with the effect (StrictMode runs it twice).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/** A drop zone with a file picker, the rules, progress, and a way to retry or remove. */
export function FileUploadField({ label, description, upload, imagePreview = false }: FileUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const rule = ruleFor(upload.category);
  const kinds = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    rule.kinds.map((kind) => kind.toUpperCase()),
  );
  const rules = t('upload.rules', { kinds, max: formatMegabytes(rule.maxBytes) });
  const previewUrl = useObjectUrl(imagePreview && upload.phase !== 'idle' ? upload.localFile : null);
  const fileName = upload.localFile?.name ?? upload.stored?.file_name ?? null;
  const fileSize = upload.localFile?.size ?? upload.stored?.size_bytes ?? null;

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file !== undefined) upload.select(file);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} fw={500} size="sm">
        {label}
      </Text>
      {description !== undefined && (
        <Text size="xs" c="dimmed" mt={-4}>
          {description}
        </Text>
      )}
      <Paper
        withBorder
        radius="md"
        p="md"
        bg={dragging ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed', position: 'relative' }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <Group wrap="nowrap" align="center">
          {previewUrl !== null ? (
            <Image
              src={previewUrl}
              alt={t('upload.preview', { name: fileName ?? '' })}
              w={56}
              h={56}
              radius="md"
              fit="cover"
            />
          ) : (
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconFileUpload size={26} />
            </ThemeIcon>
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm">{t('upload.dropHere')}</Text>
            <Text size="xs" c="dimmed">
              {rules}
            </Text>
          </Stack>
          <Button variant="light" onClick={() => inputRef.current?.click()} disabled={upload.phase === 'uploading'}>
            {upload.phase === 'idle' ? t('upload.choose') : t('upload.replace')}
          </Button>
        </Group>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptFor(upload.category)}
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clipPath: 'inset(50%)' }}
          onChange={(event) => {
            choose(event.currentTarget.files);
            // Choosing the same file again after removing it must fire a change.
            event.currentTarget.value = '';
          }}
        />
      </Paper>

      {upload.problem !== null && (
        <Text size="sm" c="red.7" role="alert">
          {describeProblem(upload.problem)}
        </Text>
      )}

      {upload.phase === 'uploading' && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {t('upload.uploading', {
              name: fileName ?? '',
              percent: formatPercent(upload.progress, toLocale(i18n.language)),
            })}
          </Text>
          <Progress value={upload.progress} aria-label={t('upload.progress', { name: fileName ?? '' })} animated />
        </Stack>
      )}

      {upload.phase === 'done' && fileName !== null && (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
            {t('upload.uploaded', { name: fileName })}
            {fileSize !== null && (
              <Text span c="dimmed" size="sm">
                {' '}
                ({formatMegabytes(fileSize)})
              </Text>
            )}
          </Text>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={upload.clear}
            aria-label={t('upload.removeFile', { name: fileName })}
          >
            {t('upload.remove')}
          </Button>
        </Group>
      )}

      {upload.phase === 'failed' && (
        <Alert color="red" title={translateMessageKey('upload.failed')} role="alert">
          <Stack gap="xs" align="flex-start">
            {upload.error !== null && upload.error !== translateMessageKey('upload.failed') && (
              <Text size="sm">{upload.error}</Text>
            )}
            {upload.retryable && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={upload.retry}
              >
                {t('upload.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
