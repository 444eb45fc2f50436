import { Fragment } from 'react';
import { useAuthoredLang } from '../../i18n/authored-lang';

/**
 * A comma-separated list of admin-authored names (a counsellor's specialisations, a webinar's topics): each entry is
 * marked with its own language (docs/i18n.md "Admin content in Hindi"), since one may have a Hindi version and the
 * next not.
 */
export function AuthoredList({ items }: { items: readonly string[] }) {
  const lang = useAuthoredLang();
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={`${i}-${item}`}>
          {i > 0 && ', '}
          <span lang={lang(item)}>{item}</span>
        </Fragment>
      ))}
    </>
  );
}
