import { API_ROOT, apiClient } from './api-client';

/**
 * Files are served only with the token header, so a plain link cannot fetch them: the client fetches
 * the bytes and the browser saves them under the file's name.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const path = url.startsWith(API_ROOT) ? url.slice(API_ROOT.length) : url.replace(/^\//, '');
  const blob = await apiClient.getBlob(path);
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
