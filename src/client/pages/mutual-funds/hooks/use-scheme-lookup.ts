import { useCallback, useEffect, useState } from 'react';
import { fetchSchemeByCode, type SchemeListItem } from '../mf-api';

/** A stand-in while a shared link's scheme name loads (or when the code is unknown). */
export function placeholderScheme(code: number, name?: string): SchemeListItem {
  return {
    schemeCode: code, schemeName: name ?? `Scheme ${code}`, amc: null, broadCategory: null, category: null, plan: null, option: null,
    latestNav: null, latestNavDate: null, navFirstDate: null, active: false, hasDailyHistory: false, trackedIndex: null, hasPortfolio: false,
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

  const remember = useCallback((item: SchemeListItem) => setKnown((prev) => ({ ...prev, [item.schemeCode]: item })), []);
  const schemeFor = useCallback((code: number): SchemeListItem => known[code] ?? placeholderScheme(code), [known]);
  return { schemeFor, remember };
}
