/**
 * Reads a calendar file back the way a calendar client does (RFC 5545): lines unfolded, each
 * property's parameters and value split, TEXT values unescaped. Enough for the tests of the demo
 * invitations to assert on what a client would see, not on the exact bytes.
 *
 * @example const event = parseIcs(content); expect(event.get('METHOD')?.value).toBe('REQUEST');
 */

export interface IcsProperty {
  params: Record<string, string>;
  value: string;
}

/** TEXT unescaped: `\n`, `\,`, `\;` and `\\`. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_match, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
}

/** Splits at `separator` where it is not inside a quoted parameter value. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts = [''];
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    if (character === separator && !quoted) parts.push('');
    else parts[parts.length - 1] += character;
  }
  return parts;
}

/** The unfolded content lines. */
export function unfold(content: string): string[] {
  return content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** Every property by name (the last one of a name wins; the tests' files have one of each). */
export function parseIcs(content: string): Map<string, IcsProperty> {
  const properties = new Map<string, IcsProperty>();
  for (const line of unfold(content)) {
    // The value starts after the first colon outside a quoted parameter value.
    let quoted = false;
    let split = -1;
    for (let i = 0; i < line.length; i += 1) {
      if (line[i] === '"') quoted = !quoted;
      if (line[i] === ':' && !quoted) {
        split = i;
        break;
      }
    }
    const [name, ...params] = splitOutsideQuotes(line.slice(0, split), ';');
    const parsedParams = Object.fromEntries(
      params.map((param) => {
        const [key, ...rest] = param.split('=');
        return [key, rest.join('=').replace(/^"|"$/g, '')];
      }),
    );
    properties.set(name as string, { params: parsedParams, value: line.slice(split + 1) });
  }
  return properties;
}
