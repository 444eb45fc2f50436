import { Fragment, type ReactNode } from 'react';
import { useT, type MessageKey, type MessageValues } from '../../i18n/browser';

const MARK = '\u0000';

/**
 * A catalogue sentence with elements inside it (a link, a `<kbd>`), kept whole for translators (docs/i18n.md: never
 * concatenate translated halves): each name of `parts` is an ICU argument of the sentence (`{link}`), rendered as
 * that element wherever the locale's word order puts it.
 */
export function Sentence({
  k,
  values,
  parts,
}: {
  k: MessageKey;
  values?: MessageValues;
  parts: Record<string, ReactNode>;
}) {
  const t = useT();
  const names = Object.keys(parts);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const pieces = t(k, { ...values, ...marked }).split(MARK);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 === 0 ? piece : parts[names[Number(piece)]]}</Fragment>
      ))}
    </>
  );
}
