/**
 * Copies a text to the clipboard and says so for a moment, in its label (a screen reader
 * hears "Copied"); where the browser refuses, a toast says to select the text instead.
 *
 * @example <CopyButton text={secret} label="Copy" />
 */
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';

interface Props {
  text: string;
  label: string;
}

export function CopyButton({ text, label }: Props) {
  const t = dictionary().twoFactor;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: t.failed, description: t.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={copy} aria-live="polite">
      {copied ? t.copied : label}
    </button>
  );
}
