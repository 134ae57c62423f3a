/**
 * The key of a new authenticator app: how to add it, its QR code, and the key itself grouped by
 * four (as apps print it: easier to read out and to compare) with a button that copies it.
 * /account's set-up and a staff account's first set-up show it the same way.
 *
 * @example <TotpKey uri={setup.uri} secret={setup.secret} account="ada" />
 */
import { dictionary, format } from '#site/i18n/index.ts';
import { CopyButton } from './CopyButton.tsx';
import { TotpQrCode } from './TotpQrCode.tsx';

interface Props {
  uri: string;
  secret: string;
  /** The account's name, as the QR code's label says it. */
  account: string;
}

export function TotpKey({ uri, secret, account }: Props) {
  const t = dictionary().twoFactor;
  return (
    <>
      <p className="text-sm text-muted">{t.scanHint}</p>
      <TotpQrCode uri={uri} label={format(t.qrLabel, { account })} />
      <p className="text-sm text-ink">{t.secretLabel}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="break-all rounded bg-wash px-2 py-1 font-mono text-base tracking-wider text-ink">
          {secret.match(/.{1,4}/g)?.join(' ') ?? secret}
        </code>
        <CopyButton text={secret} label={t.copy} />
      </div>
    </>
  );
}
