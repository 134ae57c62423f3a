/**
 * The price path of one simulated instrument: a sum of slow and fast waves plus a little
 * per-second noise on the log price. Price is a pure function of (seed, symbol, time), so
 * a test with a fixed clock always sees the same numbers, any point in the past can be
 * computed without replaying the feed, and two processes agree with each other.
 */
import type { DemoMarket } from '@alpora/shared/demo/demo-markets';
import { hashSeed, seededRandom } from '@alpora/shared/demo/prng';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Wave periods and amplitudes (in log-price) chosen to look like a crypto day: a few % a day. */
const WAVES: readonly { period: number; amplitude: number }[] = [
  { period: 6 * MINUTE, amplitude: 0.0015 },
  { period: 47 * MINUTE, amplitude: 0.004 },
  { period: 5.3 * HOUR, amplitude: 0.012 },
  { period: 29 * HOUR, amplitude: 0.025 },
  { period: 9.1 * 24 * HOUR, amplitude: 0.04 },
];
const NOISE_AMPLITUDE = 0.0004;
const VOLUME_PERIOD = 31 * HOUR;

export interface PriceModel {
  market: DemoMarket;
  /** Price at a time (ms since epoch), rounded to the instrument's decimals. */
  priceAt(time: number): number;
  /** 24 h traded volume ending at a time, in USD, rounded to whole units. */
  volumeAt(time: number): number;
}

export function createPriceModel(market: DemoMarket, seed: string): PriceModel {
  const random = seededRandom(hashSeed(`${seed}:${market.symbol}`));
  const phases = WAVES.map(() => random() * 2 * Math.PI);
  const volumePhase = random() * 2 * Math.PI;
  const noiseSeed = hashSeed(`${seed}:${market.symbol}:noise`);
  const factor = 10 ** market.priceDecimals;

  const noise = (second: number) => (seededRandom(noiseSeed ^ second)() * 2 - 1) * NOISE_AMPLITUDE;

  return {
    market,
    priceAt(time) {
      let logMove = noise(Math.floor(time / 1000));
      WAVES.forEach(({ period, amplitude }, index) => {
        logMove += amplitude * Math.sin((2 * Math.PI * time) / period + (phases[index] ?? 0));
      });
      return Math.round(market.referencePrice * Math.exp(logMove) * factor) / factor;
    },
    volumeAt(time) {
      const swing = 1 + 0.25 * Math.sin((2 * Math.PI * time) / VOLUME_PERIOD + volumePhase);
      return Math.round(market.referenceVolume * swing);
    },
  };
}
