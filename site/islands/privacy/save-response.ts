/**
 * Hands a downloaded answer (a privacy request's JSON or CSV) to the browser as a file, under
 * the name the server gave it. The answer is fetched by script, not followed as a link: the
 * confirm page posts its token rather than putting it in a URL, and the back office sends its
 * session's bearer token.
 *
 * @example await saveResponse(await fetch(path, init), 'alpora-privacy.json')
 */
import { downloadName } from './privacy-outcome.ts';

export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; a little later the blob may go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
