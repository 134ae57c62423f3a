import { expect, test } from 'vitest';
import { describeDevice } from './device-description.ts';

test.each([
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    'Chrome 140 on macOS',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Linux'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari 17 on iOS',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Microsoft Edge 131 on Windows',
  ],
  ['curl/8.5.0', 'curl/8.5.0'],
  [`x${'y'.repeat(100)}`, `x${'y'.repeat(39)}`],
  ['   ', null],
  [null, null],
])('describes %s as %s', (userAgent, described) => {
  expect(describeDevice(userAgent)).toBe(described);
});
