/**
 * A small seeded pseudo-random generator (mulberry32) and a string hash, so that demo data
 * and the simulated market feed are the same on every machine and in every test run.
 * Not for anything secret: tokens come from `crypto`.
 *
 * @example const next = seededRandom(hashSeed('BTC-USD')); next(); // 0 <= x < 1, same every run
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the text: a stable 32-bit seed from a name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
