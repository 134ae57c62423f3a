/**
 * The outside probe's state file: when it last looked (so the next observation covers the time
 * since) and the observations the server has not taken yet. Written whole to a temporary file
 * and renamed over the old one, so a crash mid-write never leaves half a file. One probe per file.
 *
 * @example const state = readProbeState('alpora-probe-state.json');
 */
import fs from 'node:fs';
import { observationSchema } from '@alpora/shared/schemas/status-probes';
import { z } from 'zod';

const stateSchema = z.object({
  lastObservedAt: z.string().nullable(),
  backlog: observationSchema.array(),
});
export type ProbeState = z.infer<typeof stateSchema>;

export function readProbeState(file: string): ProbeState {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lastObservedAt: null, backlog: [] };
    throw error;
  }
  const parsed = stateSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a probe state file; move it away or name another with --state.`);
  return parsed.data;
}

export function writeProbeState(file: string, state: ProbeState): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(state)}\n`);
  fs.renameSync(temporary, file);
}
