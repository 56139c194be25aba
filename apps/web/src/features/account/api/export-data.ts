import { useMutation } from '@tanstack/react-query';
import { downloadNamedFile } from '../../../lib/download';

/** GET /api/user/export/: a zip of everything Masar holds about the person (decision 0013). */
export async function exportData(): Promise<void> {
  await downloadNamedFile('user/export/', 'masar-data.zip');
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
