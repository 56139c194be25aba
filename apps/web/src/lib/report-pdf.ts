import { dataEnvelope } from '@masar/shared/api';
import { personalityPdfPendingSchema } from '@masar/shared/personality';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient, fileNameOf } from './api-client';
import { saveBlob } from './download';

const pendingEnvelope = dataEnvelope(personalityPdfPendingSchema);
/** How often to ask again while the report is being made (it takes about a second once the job runs); tests shorten it. */
export const reportPdfTiming = { pollMs: 2000 };

export type ReportPdf = { status: 'pending' } | { status: 'ready'; blob: Blob; fileName: string };

/** Where a report's PDF is asked for, and the file's name if the server gives none. */
export interface PdfSource {
  path: string;
  fallbackName: string;
}

/** The personality report: GET principles/assessments/pdf/{id} (decision 0064). */
export const personalityPdf = (assessmentId: string): PdfSource => ({
  path: `principles/assessments/pdf/${encodeURIComponent(assessmentId)}`,
  fallbackName: 'personality-report.pdf',
});

/**
 * A report in the current language, or 202 "pending" while the server's job makes it (the personality
 * report's pattern, decision 0064, which the skills results follow, decision 0073).
 */
export async function getReportPdf(source: PdfSource): Promise<ReportPdf> {
  const response = await apiClient.getResponse(source.path);
  if (response.status === 202) {
    pendingEnvelope.parse(await response.json());
    return { status: 'pending' };
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? source.fallbackName;
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
export function useDownloadReportPdf(source: PdfSource) {
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
        const answer = await getReportPdf(source);
        if (answer.status === 'ready') return saveBlob(answer.blob, answer.fileName);
        await wait(reportPdfTiming.pollMs, signal);
        if (signal.aborted) return;
      }
    },
    // The button says what went wrong beside itself.
    meta: { errorToast: false },
  });
}
