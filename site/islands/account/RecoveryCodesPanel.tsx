/**
 * The recovery codes, the one time they are shown (docs/decisions.md §96): a list to copy or
 * download as a text file, and a plain warning that they will not be shown again. The owner
 * closes the panel once they are saved.
 *
 * @example <RecoveryCodesPanel codes={answer.recoveryCodes} account="ada" onDone={() => setView('idle')} />
 */
import { useEffect, useId, useRef } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import { CopyButton } from './CopyButton.tsx';

interface Props {
  codes: readonly string[];
  account: string;
  onDone: () => void;
}

export function RecoveryCodesPanel({ codes, account, onDone }: Props) {
  const t = dictionary().twoFactor;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the form that led here: focus moves to its heading, not to the page top.
  useEffect(() => heading.current?.focus(), []);
  const asText = `${format(t.codesFileHeader, { account })}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'alpora-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-line bg-wash p-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-ink">
        {t.codesTitle}
      </h3>
      <p role="note" className="rounded-md border-l-4 border-brand bg-white p-3 text-sm text-ink">
        {t.codesShownOnce}
      </p>
      <ol aria-label={t.codesListLabel} className="grid grid-cols-1 gap-2 font-mono text-sm text-ink sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={asText} label={t.copyCodes} />
        <button type="button" className="btn btn-secondary" onClick={download}>
          {t.downloadCodes}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t.codesSaved}
        </button>
      </div>
    </section>
  );
}
