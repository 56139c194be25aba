import type { Job, JobReading, RecruiterJobDetail } from '@masar/shared/jobs';
import { toLocale, type MessageKey } from '@masar/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessageKey } from '../../../../lib/i18n';
import { showSuccess } from '../../../../lib/notify';
import { recruiterJobQueryOptions } from '../../api/get-recruiter-job';

/** Where a new draft is completed: the editor of the post-job flow, whose save leads on to the questions. */
export const draftEditorPath = (jobId: string) => `/recruiter/jobs/post-job/${encodeURIComponent(jobId)}/edit`;

/**
 * Opens the editor of a draft just made: the answer already holds the job and what was read, so the editor
 * shows it at once (a reload asks GET job/{id}, which keeps the reading).
 */
function useOpenDraft() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return useCallback(
    (job: Job, reading: JobReading | null) => {
      const detail: RecruiterJobDetail = { ...job, candidates_count: 0, reading };
      queryClient.setQueryData(recruiterJobQueryOptions(job.jid, toLocale(i18n.language)).queryKey, detail);
      void navigate(draftEditorPath(job.jid));
    },
    [queryClient, navigate, i18n.language],
  );
}

/** Opens the draft a way read, saying so with the server's message (or `fallback` when it sent none). */
export function useOpenReadDraft(fallback: MessageKey) {
  const openDraft = useOpenDraft();
  return useCallback(
    ({ job, reading, message }: { job: Job; reading: JobReading | null; message: string | undefined }) => {
      showSuccess(message ?? translateMessageKey(fallback));
      openDraft(job, reading);
    },
    [openDraft, fallback],
  );
}
