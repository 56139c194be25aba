import { API_ROOT, apiClient } from './api-client';

function apiPathOf(url: string): string {
  return url.startsWith(API_ROOT) ? url.slice(API_ROOT.length) : url.replace(/^\//, '');
}

/** Hands bytes the app already holds to the browser, to be saved under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the bytes are released.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

/**
 * Files are served only with the token header, so a plain link cannot fetch them: the client fetches
 * the bytes and the browser saves them under the file's name.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await apiClient.getBlob(apiPathOf(url)), fileName);
}

/** As downloadFile, under the name the server gives the file, else `fallbackName`. */
export async function downloadNamedFile(url: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiClient.getFile(apiPathOf(url));
  saveBlob(blob, fileName ?? fallbackName);
}
