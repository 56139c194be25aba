import { dataEnvelope } from '@masar/shared/api';
import {
  jobActionResultSchema,
  type JobAction,
  type JobActionResult,
  type MatchingJobList,
} from '@masar/shared/matching';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { favoriteJobsKey, type FavoriteStatus } from './get-favorite-jobs';
import { matchingJobsKey } from './get-matching-jobs';

const jobActionEnvelopeSchema = dataEnvelope(jobActionResultSchema);

export interface JobActionAnswer {
  marks: JobActionResult;
  /** The server's message, shown as a toast when it gives one. */
  message: string | undefined;
}

/** POST /api/candidate/job/{action} (spec §7): save, unsave, apply, dismiss or undismiss a job. */
export async function actOnJob(jobId: string, action: JobAction): Promise<JobActionAnswer> {
  const { data, message } = await apiClient.post(`candidate/job/${action}`, { job_id: jobId }, jobActionEnvelopeSchema);
  return { marks: data, message };
}

export type JobMarks = Omit<JobActionResult, 'job_id'>;
const NO_MARKS: JobMarks = { is_favorite: false, is_applied: false, is_dismissed: false };

const jobMarksKey = (jobId: string) => ['job-marks', jobId] as const;

/** The marks of a job as the candidate's lists last showed them. */
function marksInLists(queryClient: QueryClient, jobId: string): JobMarks {
  for (const [, list] of queryClient.getQueriesData<MatchingJobList>({ queryKey: matchingJobsKey })) {
    const job = list?.results.find((result) => result.jid === jobId);
    if (job !== undefined)
      return { is_favorite: job.is_favorite, is_applied: job.is_applied, is_dismissed: job.is_dismissed };
  }
  return NO_MARKS;
}

/**
 * What the candidate has done with one job (applied, dismissed): no call answers it for a single job,
 * so it comes from the lists seen in this visit, then from the answers of the actions taken.
 */
export function useJobMarks(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: jobMarksKey(jobId),
    queryFn: () => marksInLists(queryClient, jobId),
    staleTime: Infinity,
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

/** Apply, dismiss or undismiss: the lists are asked again, because a dismissed job leaves them. */
export function useJobAction(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Exclude<JobAction, 'save' | 'unsave'>) => actOnJob(jobId, action),
    onSuccess: async ({ marks }) => {
      queryClient.setQueryData(jobMarksKey(jobId), marks);
      await queryClient.invalidateQueries({ queryKey: matchingJobsKey });
    },
  });
}
