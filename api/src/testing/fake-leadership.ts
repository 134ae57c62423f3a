/**
 * A stand-in for the cluster's leadership (docs/decisions.md §62) whose answer the test sets,
 * so a test proves what a periodic job does when this process leads it and when it does not.
 *
 * @example const leadership = fakeLeadership(false); startRetentionPurge({ ...t, leadership }); … leadership.leads = true;
 */
import type { Leadership } from '#api/db/leadership.ts';

export interface FakeLeadership extends Leadership {
  /** The answer to every ask from now on. */
  leads: boolean;
  /** Every job asked about, in order. */
  readonly asked: string[];
}

export function fakeLeadership(leads: boolean): FakeLeadership {
  const fake: FakeLeadership = {
    leads,
    asked: [],
    holds: async (job) => {
      fake.asked.push(job);
      return fake.leads;
    },
    close: async () => {},
  };
  return fake;
}
