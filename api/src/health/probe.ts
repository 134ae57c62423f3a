/**
 * One HTTP probe: GET a URL within a timeout and judge the answer. No answer, a
 * timeout or a non-2xx status is down; a slow answer is degraded.
 *
 * @example await probeUrl('http://127.0.0.1:4321/', { timeoutMs: 5000, slowMs: 1000 })
 */
import { type CheckVerdict, probeStatus } from '@alpora/shared/status';

interface ProbeOptions {
  timeoutMs: number;
  slowMs: number;
  fetch?: typeof fetch;
  /** Extra judgement of a 2xx answer, e.g. reading a readiness flag. */
  accept?: (response: Response) => Promise<boolean>;
}

export interface ProbeResult {
  status: CheckVerdict;
  latencyMs: number | null;
  detail: string | null;
}

export async function probeUrl(url: string, options: ProbeOptions): Promise<ProbeResult> {
  const { timeoutMs, slowMs, fetch: fetchImpl = fetch, accept } = options;
  const started = performance.now();
  try {
    const response = await fetchImpl(url, {
      headers: { 'User-Agent': 'alpora-health-check' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
    const accepted = response.ok && (accept ? await accept(response) : true);
    if (!accept) await response.body?.cancel();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return {
      status: probeStatus(accepted, latencyMs, slowMs),
      latencyMs,
      detail: accepted ? null : `HTTP ${response.status}${response.ok ? ', not ready' : ''}`,
    };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: 'down', latencyMs: null, detail: reason };
  }
}
