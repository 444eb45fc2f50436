import { useEffect, useState } from 'react';
import { ApiError, describeError, isAbortError } from '../../api/api-error';
import { buttonClass } from '../../components/Button';
import { FileIcon } from '../../components/Icons';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { fetchFileBlob } from './kb-api';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';

const PROSE =
  'text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_li]:mb-1 [&_mark]:rounded [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-slate-900 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_table]:text-left [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5';

/** The text of server HTML (tags and entities dropped), to tell its language. */
export const htmlText = (html: string) => html.replace(/<[^>]*>|&[#\w]+;/g, ' ');

/**
 * HTML the server sanitised (on write and again on read, the landing page's rich-text rules) or
 * escaped (search highlights: only <mark> survives). Never browser-built HTML. `authored` (an admin's text) marks
 * it `lang="en-IN"` when a Hindi page shows its English version (src/i18n/authored-lang.ts).
 */
export function ServerHtml({
  html,
  className = '',
  authored = false,
}: {
  html: string;
  className?: string;
  authored?: boolean;
}) {
  const lang = useAuthoredLang();
  return (
    <div
      lang={authored ? lang(htmlText(html)) : undefined}
      className={`${PROSE} ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** An admin's title inside a catalogue sentence (`{title}`), marked with its own language. */
export function TitleSentence({ k, title }: { k: 'kb.pdfTitle' | 'kb.openingTitle'; title: string }) {
  const lang = useAuthoredLang();
  return (
    <span>
      <Sentence k={k} parts={{ title: <span lang={lang(title)}>{title}</span> }} />
    </span>
  );
}

/** A signed-in-only file as an object URL (released when the component goes). */
/** Only these types become object URLs (never HTML or SVG, which would run in the app's origin). */
const SAFE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'video/mp4', 'video/webm'];

export function useFileUrl(url: string | null) {
  const [state, setState] = useState<{ url: string | null; error: string | null; type: string | null }>({
    url: null,
    error: null,
    type: null,
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ url: null, error: null, type: null });
    fetchFileBlob(url, controller.signal)
      .then((blob) => {
        const type = blob.type.split(';')[0].trim().toLowerCase();
        if (!SAFE_TYPES.includes(type)) throw new ApiError('E-10603');
        objectUrl = URL.createObjectURL(new Blob([blob], { type }));
        setState({ url: objectUrl, error: null, type });
      })
      .catch((e: unknown) => {
        if (!isAbortError(e)) setState({ url: null, error: describeError(e), type: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

/** A PDF opened in the page, with a download button. */
export function PdfViewer({ url, title, fileName }: { url: string; title: string; fileName: string }) {
  const t = useT();
  const file = useFileUrl(url);
  if (file.error) return <InlineAlert>{file.error}</InlineAlert>;
  if (!file.url) return <LoadingState label={<TitleSentence k="kb.openingTitle" title={title} />} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <FileIcon size={16} /> <TitleSentence k="kb.pdfTitle" title={title} />
        </p>
        <a href={file.url} download={fileName} className={buttonClass('secondary', 'sm')} data-testid="pdf-download">
          {t('kb.downloadPdf')}
        </a>
      </div>
      <iframe
        title={t('kb.pdfTitle', { title })}
        src={file.url}
        className="h-[70vh] w-full rounded-xl border border-slate-200 bg-white"
      />
    </div>
  );
}

/** An FAQ's video, image or PDF. */
export function FaqMedia({ url, kind, name }: { url: string; kind: string; name: string | null }) {
  const t = useT();
  const file = useFileUrl(url);
  if (file.error) return <InlineAlert>{file.error}</InlineAlert>;
  if (!file.url) return <LoadingState label={t('kb.loadingAttachment')} />;
  if (kind === 'video') return <video src={file.url} controls className="w-full max-w-2xl rounded-xl" />;
  if (kind === 'image') return <img src={file.url} alt={name ?? t('kb.attachment')} className="max-h-96 rounded-xl" />;
  return (
    <a href={file.url} download={name ?? 'attachment.pdf'} className={buttonClass('secondary', 'sm')}>
      {name ? (
        <span>
          <Sentence k="kb.downloadName" parts={{ name: <span translate="no">{name}</span> }} />
        </span>
      ) : (
        t('kb.downloadThePdf')
      )}
    </a>
  );
}
