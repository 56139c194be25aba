import { Button } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { translateMessageKey } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/notify';
import { useExportJsonResume, useImportJsonResume } from '../api/json-resume';

/** JSON Resume (jsonresume.org): take the profile elsewhere, or bring one in. */
export function JsonResumeActions() {
  const { t } = useTranslation();
  const exportResume = useExportJsonResume();
  const importResume = useImportJsonResume();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ name: string; document: unknown } | null>(null);

  const read = async (file: File | undefined) => {
    if (file === undefined) return;
    try {
      setPending({ name: file.name, document: JSON.parse(await file.text()) as unknown });
    } catch {
      showError(t('profile.importNotJson', { name: file.name }));
    }
  };

  const confirmImport = () => {
    if (pending === null) return;
    importResume.mutate(pending.document, {
      onSuccess: ({ message }) => showSuccess(message ?? translateMessageKey('user.updated')),
      // The toast says the import failed; the fields tell the person what to fix in the file.
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) {
          showError(
            error.fieldErrors
              .slice(0, 5)
              .map(({ path, message }) => `${path}: ${message}`)
              .join('\n'),
          );
        }
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        loading={exportResume.isPending}
        onClick={() => exportResume.mutate()}
      >
        {t('profile.exportJson')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        loading={importResume.isPending}
        onClick={() => inputRef.current?.click()}
      >
        {t('profile.importJson')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        aria-label={t('profile.importJsonFile')}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clipPath: 'inset(50%)' }}
        onChange={(event) => {
          void read(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t('profile.importJson')}
        message={t('profile.importConfirm', { name: pending?.name ?? '' })}
        confirmLabel={t('profile.importConfirmButton')}
        cancelLabel={t('profile.cancel')}
        pending={importResume.isPending}
        onConfirm={confirmImport}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
