import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue sentence with marked parts (docs/i18n.md): `t('x.consent')` gives "I agree to the <terms>Terms</terms>.",
 * and `richText(sentence, { terms: (text) => <Link to="/terms">{text}</Link> })` renders each `<name>…</name>` part
 * through its function, so a link or a bold word stays inside one translatable sentence (word order differs between
 * languages). A part without a function renders as its plain text.
 */
export function richText(sentence: string, parts: Record<string, (text: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let m = tag.exec(sentence); m; m = tag.exec(sentence)) {
    if (m.index > last) out.push(sentence.slice(last, m.index));
    const render = parts[m[1]];
    out.push(<Fragment key={m.index}>{render ? render(m[2]) : m[2]}</Fragment>);
    last = tag.lastIndex;
  }
  if (last < sentence.length) out.push(sentence.slice(last));
  return out;
}
