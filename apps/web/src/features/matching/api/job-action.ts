import { dataEnvelope } from '@masar/shared/api';
import {
  jobActionResultSchema,
  type JobAction,
  type JobActionRequest,
  type JobActionResult,
  type MatchingJobList,
} from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { favoriteJobsKey, type FavoriteStatus } from './get-favorite-jobs';
import { matchingJobsKey } from './get-matching-jobs';
import { skillGapQueryOptions } from './get-skill-gap';
import { useTranslation } from 'react-i18next';

const jobActionEnvelopeSchema = dataEnvelope(jobActionResultSchema);

export interface JobActionAnswer {
  marks: JobActionResult;
  /** The server's message, shown as a toast when it gives one. */
  message: string | undefined;
}

/** POST /api/candidate/job/{action} (spec §7): save, unsave, apply, dismiss or undismiss a job. */
export async function actOnJob(jobId: string, action: JobAction, prescreeningAnswers?: JobActionRequest['prescreening_answers']): Promise<JobActionAnswer> {
  const body: JobActionRequest = { job_id: jobId, ...(prescreeningAnswers === undefined ? {} : { prescreening_answers: prescreeningAnswers }) };
  const { data, message } = await apiClient.post(`candidate/job/${action}`, body, jobActionEnvelopeSchema);
  return { marks: data, message };
}

export type JobMarks = Omit<JobActionResult, 'job_id'>;

const jobMarksKey = (jobId: string) => ['job-marks', jobId] as const;

/**
 * What the candidate has done with one job (saved, applied, dismissed): the job's skill gap answers it, and
 * the answers of the actions taken on the page keep it current.
 */
export function useJobMarks(jobId: string) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: jobMarksKey(jobId),
    queryFn: async (): Promise<JobMarks> => {
      const gap = await queryClient.fetchQuery(skillGapQueryOptions(jobId, toLocale(i18n.language)));
      return { is_favorite: gap.is_favorite, is_applied: gap.is_applied, is_dismissed: gap.is_dismissed };
    },
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

/** Spec §4: toggling a favourite flips is_favorite on the job, wherever it is shown. */
function showFavorite(queryClient: QueryClient, jobId: string, favorite: boolean): void {
  queryClient.setQueriesData<MatchingJobList>({ queryKey: matchingJobsKey }, (list) =>
    list === undefined
      ? list
      : {
          ...list,
          results: list.results.map((job) => (job.jid === jobId ? { ...job, is_favorite: favorite } : job)),
        },
  );
  queryClient.setQueriesData<FavoriteStatus>({ queryKey: favoriteJobsKey }, (status) =>
    status?.has(jobId) === true ? new Map(status).set(jobId, favorite) : status,
  );
}

export interface FavoriteToggle {
  jobId: string;
  /** The new status: true saves the job. */
  favorite: boolean;
}

/**
 * Saves or unsaves a job at once on screen (house style: optimistic favourites); a refused call flips it
 * back and the server's message shows as a toast.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, favorite }: FavoriteToggle) => actOnJob(jobId, favorite ? 'save' : 'unsave'),
    onMutate: async ({ jobId, favorite }) => {
      // A list or a status on its way back would overwrite the flip with what it was before.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: matchingJobsKey }),
        queryClient.cancelQueries({ queryKey: favoriteJobsKey }),
      ]);
      showFavorite(queryClient, jobId, favorite);
    },
    onError: (_error, { jobId, favorite }) => showFavorite(queryClient, jobId, !favorite),
    onSuccess: ({ marks }) => {
      showFavorite(queryClient, marks.job_id, marks.is_favorite);
      queryClient.setQueryData(jobMarksKey(marks.job_id), marks);
    },
    // The server has the last word: a job unsaved from the saved-only list leaves it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchingJobsKey }),
        queryClient.invalidateQueries({ queryKey: favoriteJobsKey }),
      ]),
  });
}

/** Apply with the answers to the job's pre-screening questions (decision 0070), stored with the application. */
export interface ApplyWithAnswers {
  action: 'apply';
  prescreening_answers: NonNullable<JobActionRequest['prescreening_answers']>;
}

/** Apply, dismiss or undismiss: the lists are asked again, because a dismissed job leaves them. */
export function useJobAction(jobId: string, options: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Exclude<JobAction, 'save' | 'unsave'> | ApplyWithAnswers) =>
      typeof variables === 'string' ? actOnJob(jobId, variables) : actOnJob(jobId, variables.action, variables.prescreening_answers),
    meta: { errorToast: options.errorToast ?? true },
    onSuccess: async ({ marks }) => {
      queryClient.setQueryData(jobMarksKey(jobId), marks);
      await queryClient.invalidateQueries({ queryKey: matchingJobsKey });
    },
  });
}

/** An application made elsewhere (the pre-screening chat's last reply, decision 0071) shows as applied, and the lists are asked again. */
export function useMarkApplied(jobId: string) {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.setQueryData<JobMarks>(jobMarksKey(jobId), (marks) => ({ is_favorite: marks?.is_favorite ?? false, is_dismissed: marks?.is_dismissed ?? false, is_applied: true }));
    await queryClient.invalidateQueries({ queryKey: matchingJobsKey });
  };
}
