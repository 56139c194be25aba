import type { UseFormReturnType } from '@mantine/form';
import type { EditProfileRequest } from '@masar/shared/profile';
import { showServerFieldErrors } from '../../../lib/form';
import { translateMessageKey } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useEditProfile } from '../api/edit-profile';

/**
 * Saves a section: the spec's message on success; on failure the toast says why (the query client
 * shows it), what was typed stays, and the server's field errors go under their fields.
 */
export function useSectionSave<Values>(form: UseFormReturnType<Values>, onSaved: () => void) {
  const editProfile = useEditProfile();
  const save = (changes: EditProfileRequest) => {
    editProfile.mutate(changes, {
      onSuccess: ({ message }) => {
        showSuccess(message ?? translateMessageKey('user.updated'));
        onSaved();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  };
  return { save, pending: editProfile.isPending };
}
