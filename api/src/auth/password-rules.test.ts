import { describe, expect, test } from 'vitest';
import { isCommonPassword, readCommonPasswordList } from './common-passwords.ts';
import { newPasswordProblem, PASSWORD_RULE_MESSAGES } from './password-rules.ts';

const ada = { username: 'ada', email: 'lovelace@example.com' };

describe('the list of common and breached passwords', () => {
  test('the shipped list holds at least 100,000 distinct passwords', () => {
    expect(readCommonPasswordList().length).toBeGreaterThanOrEqual(100_000);
  });

  test.each(['1qaz2wsx3edc', 'QWERTY123456', 'qazwsxedcrfv', 'iloveyou1234'])(
    '%s, on the list, is common whatever its case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test('every shipped entry of 12 or more characters is refused', () => {
    const long = readCommonPasswordList().filter((entry) => entry.length >= 12);
    expect(long.length).toBeGreaterThan(40_000);
    expect(long.every((entry) => isCommonPassword(entry))).toBe(true);
  });

  test('a passphrase nobody leaked is not common', () => {
    expect(isCommonPassword('a lighthouse keeper in winter')).toBe(false);
  });
});

describe('a new password', () => {
  test.each([
    ['contains the username, in any case', 'my name is ADA, hello', PASSWORD_RULE_MESSAGES.containsUsername],
    ['contains the email’s name part', 'LoveLace and the engine', PASSWORD_RULE_MESSAGES.containsEmail],
    ['is common', '1qaz2wsx3edc', PASSWORD_RULE_MESSAGES.common],
    ['names this service, in any case', 'MyAlpora2026!login', PASSWORD_RULE_MESSAGES.containsContextWord],
  ])('that %s is refused', (_case, password, message) => {
    expect(newPasswordProblem(password, ada)).toBe(message);
  });

  test('may contain a name part shorter than 3 characters: "jo" is part of too many words', () => {
    expect(newPasswordProblem('jolly journeys to johannesburg', { username: 'adalove', email: 'jo@example.com' })).toBe(
      undefined,
    );
  });

  test.each(['a lighthouse keeper in winter', 'Grüezi mitenand, 🏔️ und Fondue', '   spaces count too   '])(
    'any characters are allowed: %j passes',
    (password) => {
      expect(newPasswordProblem(password, ada)).toBeUndefined();
    },
  );
});
