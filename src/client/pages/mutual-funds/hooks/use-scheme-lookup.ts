import { useCallback, useEffect, useState } from 'react';
import { fetchSchemeByCode, type SchemeListItem } from '../mf-api';
import { parseCodes, type UrlParams } from './use-url-params';
import { t } from '../../../../i18n/browser';

/** A stand-in while a shared link's scheme name loads (or when the code is unknown). */
export function placeholderScheme(code: number, name?: string): SchemeListItem {
  return {
    schemeCode: code,
    schemeName: name ?? t('mf.schemeCode', { code }),
    amc: null,
    broadCategory: null,
    category: null,
    plan: null,
    option: null,
    latestNav: null,
    latestNavDate: null,
    navFirstDate: null,
    active: false,
    hasDailyHistory: false,
    trackedIndex: null,
    hasPortfolio: false,
  };
}

/**
 * Scheme list entries by code: the ones picked on the page, and the ones a shared link names
 * (looked up by code). `schemeFor` always answers, with a placeholder until the name is known.
 */
export function useSchemeLookup(codes: readonly number[]) {
  const [known, setKnown] = useState<Record<number, SchemeListItem | null>>({});
  const wanted = codes.join(',');

  useEffect(() => {
    let live = true;
    for (const code of codes) {
      if (code in known) continue;
      fetchSchemeByCode(code)
        .then((item) => live && setKnown((prev) => ({ ...prev, [code]: item })))
        .catch(() => live && setKnown((prev) => ({ ...prev, [code]: null })));
    }
    return () => {
      live = false;
    };
    // Only a new set of codes needs lookups; `known` changing is their result.
  }, [wanted]);

  const remember = useCallback(
    (item: SchemeListItem) => setKnown((prev) => ({ ...prev, [item.schemeCode]: item })),
    [],
  );
  const schemeFor = useCallback((code: number): SchemeListItem => known[code] ?? placeholderScheme(code), [known]);
  return { schemeFor, remember };
}

/** A page's one scheme, kept in the URL's `scheme` param: its code, its list entry, and the picker's `onChange`. */
export function useSchemeParam(url: UrlParams) {
  const code = parseCodes(url.get('scheme'))[0] ?? null;
  const { schemeFor, remember } = useSchemeLookup(code === null ? [] : [code]);
  const choose = (item: SchemeListItem | null) => {
    if (item) remember(item);
    url.set({ scheme: item?.schemeCode ?? null });
  };
  return { code, scheme: code === null ? null : schemeFor(code), choose };
}
