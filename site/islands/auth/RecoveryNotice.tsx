/**
 * The outcome shown in place of a recovery form: a status message (success) or an alert (a
 * link that is not valid), with the one link that leads on.
 */
interface Props {
  tone: 'success' | 'problem';
  text: string;
  link: { href: string; label: string };
}

export function RecoveryNotice({ tone, text, link }: Props) {
  return (
    <div className="grid gap-5">
      <p
        role={tone === 'success' ? 'status' : 'alert'}
        className="rounded-md border border-line bg-wash p-4 text-sm leading-relaxed text-ink"
      >
        {text}
      </p>
      <a href={link.href} className="btn btn-primary w-full">
        {link.label}
      </a>
    </div>
  );
}
