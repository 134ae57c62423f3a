// @vitest-environment jsdom
/**
 * The success view of a request that subscribes says only what is true (docs/decisions.md §79):
 * "we sent you a link" once the server has the request, "once it reaches us" while it waits
 * in the outbox, and nothing about a link for a request that does not subscribe.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { en } from '#site/i18n/en.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { SuccessView } from './SuccessView.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = en.leads;
let root: Root;

beforeEach(() => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
});

function shownText(subscribes: boolean, queued: boolean): string {
  act(() =>
    root.render(
      <SuccessView
        title="Done"
        text="Thank you."
        queued={queued}
        confirmation={confirmationMail(subscribes, { queued })}
      />,
    ),
  );
  return document.body.textContent ?? '';
}

describe('confirmationMail', () => {
  test.each([
    [true, { queued: false }, 'sent'],
    [true, { queued: true }, 'waiting'],
    [false, { queued: false }, undefined],
    [false, { queued: true }, undefined],
    [true, undefined, undefined],
  ] as const)('subscribes %s, done %j: %s', (subscribes, done, expected) => {
    expect(confirmationMail(subscribes, done)).toBe(expected);
  });
});

describe('SuccessView', () => {
  test('a request the server has says what the address was sent, true whether or not it was subscribed', () => {
    const text = shownText(true, false);
    expect(text).toContain(t.confirmation.sent);
    expect(text).toContain('If this address is not subscribed yet, we have sent it a link to confirm it');
    expect(text).toContain('No updates are sent until the address is confirmed.');
    expect(text).not.toContain(t.confirmation.waiting);
    expect(text).not.toContain(t.queued);
  });

  test('a request waiting on this device says the link follows once it reaches us', () => {
    const text = shownText(true, true);
    expect(text).toContain(t.confirmation.waiting);
    expect(text).not.toContain(t.confirmation.sent);
    expect(text).toContain(t.queued);
  });

  test('a request that does not subscribe mentions no link', () => {
    for (const queued of [false, true]) {
      const text = shownText(false, queued);
      expect(text).not.toContain(t.confirmation.sent);
      expect(text).not.toContain(t.confirmation.waiting);
      expect(text).not.toMatch(/confirm/i);
    }
  });
});
