/**
 * A consent notice's words as the form shows them, with the words it names as its link pointing
 * to the privacy policy in the notice's language: the text on the page is exactly the registry's
 * (@alpora/shared/consent-notices), so the stored version names what was read.
 *
 * @example <ConsentNoticeText notice={leadNotice('contact')} />
 */
import type { ConsentNotice } from '@alpora/shared/consent-notices';
import { localizedPath } from '#site/routes.ts';

export function ConsentNoticeText({ notice }: { notice: ConsentNotice }) {
  const words = notice.words.join(' ');
  const at = notice.link ? words.indexOf(notice.link) : -1;
  if (!notice.link || at < 0) return <>{words}</>;
  return (
    <>
      {words.slice(0, at)}
      <a href={localizedPath('/privacy', notice.locale)} className="font-medium text-ink underline underline-offset-2">
        {notice.link}
      </a>
      {words.slice(at + notice.link.length)}
    </>
  );
}
