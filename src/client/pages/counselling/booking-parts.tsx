import { useAuthoredLang } from '../../../i18n/authored-lang';

/**
 * Parts of the catalogue's booking sentences ("{service} with {counsellor}"), rendered as their own elements through
 * `Sentence`: a service's title is the admin's (marked with its language, docs/i18n.md "Admin content in Hindi"), a
 * counsellor's name is a name, not a word to translate.
 */
export function ServiceTitle({ title }: { title: string }) {
  const lang = useAuthoredLang();
  return <span lang={lang(title)}>{title}</span>;
}

export function PersonName({ name }: { name: string }) {
  return <span translate="no">{name}</span>;
}
