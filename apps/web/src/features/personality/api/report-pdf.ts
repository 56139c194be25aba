import { dataEnvelope } from '@masar/shared/api';
import { personalityPdfPendingSchema } from '@masar/shared/personality';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient, fileNameOf } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

const pendingEnvelope = dataEnvelope(personalityPdfPendingSchema);
/** How often to ask again while the report is being made (it takes about a second once the job runs); tests shorten it. */
export const reportPdfTiming = { pollMs: 2000 };

export type ReportPdf = { status: 'pending' } | { status: 'ready'; blob: Blob; fileName: string };

/**
 * GET principles/assessments/pdf/{id} (decision 0064): the report in the current language, or 202
 * "pending" while the server's job makes it.
 */
export async function getReportPdf(assessmentId: string): Promise<ReportPdf> {
  const response = await apiClient.getResponse(`principles/assessments/pdf/${encodeURIComponent(assessmentId)}`);
  if (response.status === 202) {
    pendingEnvelope.parse(await response.json());
    return { status: 'pending' };
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'personality-report.pdf';
  return { status: 'ready', blob: await response.blob(), fileName };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Asks until the report is made, then saves it; leaving the page stops the asking. */
export function useDownloadReportPdf(assessmentId: string) {
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  return useMutation({
    mutationFn: async () => {
      const signal = leaving.current.signal;
      for (;;) {
        const answer = await getReportPdf(assessmentId);
        if (answer.status === 'ready') return saveBlob(answer.blob, answer.fileName);
        await wait(reportPdfTiming.pollMs, signal);
        if (signal.aborted) return;
      }
    },
    // The button says what went wrong beside itself.
    meta: { errorToast: false },
  });
}
