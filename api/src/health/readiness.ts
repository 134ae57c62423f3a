/**
 * The one judgement of `GET /api/health`'s answer, shared by the checks inside the server and the
 * outside probe (`cli probe`): a 2xx is not enough, the body must say `ready: true` (the database
 * answers and takes writes).
 *
 * @example await probeUrl(`${origin}/api/health`, { timeoutMs, slowMs, accept: isReady })
 */
export async function isReady(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { ready?: unknown } | null;
  return body?.ready === true;
}
