import { Fragment } from 'react';

/**
 * A catalogue sentence with emphasised parts marked `<b>…</b>` (docs/i18n.md: one key per sentence, so the
 * emphasis travels with the words whatever their order in a language). Only the marker becomes markup; every
 * part renders as text, so a value holding angle brackets stays text.
 */
export function BoldText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/<b>(.*?)<\/b>/s);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i} className={className}>
            {part}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
