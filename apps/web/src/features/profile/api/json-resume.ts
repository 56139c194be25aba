import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import {
  profileStatusEnvelopeSchema,
  toProfileUpdate,
  useStoreProfileUpdate,
  type ProfileUpdate,
} from './profile-update';

const JSON_RESUME_PATH = 'user/profile/json-resume/';

/** GET the profile as a JSON Resume document, saved as resume.json. */
export async function exportJsonResume(): Promise<void> {
  const blob = await apiClient.getBlob(JSON_RESUME_PATH);
  saveBlob(new Blob([blob], { type: 'application/json' }), 'resume.json');
}

/** POST a JSON Resume document: mapped to the same edits, checked by the same rules. */
export async function importJsonResume(document: unknown): Promise<ProfileUpdate> {
  return toProfileUpdate(await apiClient.post(JSON_RESUME_PATH, document, profileStatusEnvelopeSchema));
}

export function useExportJsonResume() {
  return useMutation({ mutationFn: exportJsonResume });
}

export function useImportJsonResume() {
  const store = useStoreProfileUpdate();
  return useMutation({ mutationFn: importJsonResume, onSuccess: store });
}
