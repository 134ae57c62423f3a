/**
 * Grades a running server with the MDN HTTP Observatory's own tests and scoring, on any
 * ports (the Observatory's `scan()` only knows ports 80 and 443). Prints the result as JSON.
 *
 * Usage: node scripts/security/observatory-scan.ts <host> <httpPort> <httpsPort> [path]
 * The HTTPS certificate must be trusted: start with NODE_EXTRA_CA_CERTS=<its certificate>.
 */

import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

interface TestOutput {
  result: string;
  pass: boolean;
  scoreModifier?: number;
  scoreDescription?: string;
}

export async function observatoryScan(host: string, httpPort: number, httpsPort: number, path = '/') {
  const requests = await retrieve(host, { httpPort, httpsPort, path });
  if (!requests.responses.auto) throw new Error(`Nothing answered on ${host}.`);
  const results = (ALL_TESTS as ((r: unknown) => TestOutput)[]).map((run) => ({ name: run.name, ...run(requests) }));

  // The same arithmetic as the Observatory's scanner: penalties always count, bonuses only
  // once the score without them reaches an A.
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    result.scoreDescription = getScoreDescription(result.result);
    result.scoreModifier = getScoreModifier(result.result);
    withExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return {
    grade,
    score,
    tests: results.map(({ name, result, pass, scoreModifier }) => ({ name, result, pass, scoreModifier })),
  };
}

if (import.meta.main) {
  const [host = 'localhost', httpPort = '80', httpsPort = '443', path = '/'] = process.argv.slice(2);
  const report = await observatoryScan(host, Number(httpPort), Number(httpsPort), path);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}
