import enums from '../../../schemas/catalogue/enums.json';
import { apiGet } from '../api/api-client';
import type { CompanyClient, CompanyClientList } from '../../shared/generated/index';
import type { KbTreeAnswer } from '../../shared/generated/api/knowledge-base/kb-tree-answer';

/** One choice of a picker: the stored id and the name an admin reads (with an optional second line). */
export type PickerOption = { id: number; name: string; detail?: string };

/**
 * Where a picker's choices come from (schemas say `"x-ui": { "picker": "<source>" }` on an id field; docs/landing-pages.md
 * "Pickers instead of ids"). `search` answers the options for the text typed (at most `SEARCH_LIMIT`, with the total
 * when more match); `resolve` names ids already chosen (an edited record), in any order, leaving out unknown ids.
 */
export type PickerSource = {
  search: (text: string, signal: AbortSignal) => Promise<{ options: PickerOption[]; total: number }>;
  resolve: (ids: number[], signal: AbortSignal) => Promise<PickerOption[]>;
};

export const SEARCH_LIMIT = 20;

const folded = (s: string) => s.toLocaleLowerCase('en-IN').normalize('NFKD');
const matches = (o: PickerOption, text: string) => folded(`${o.name} ${o.detail ?? ''}`).includes(folded(text.trim()));

/** A source over a list known in full (a catalogue enum, or one GET), filtered in the browser. */
export function listSource(load: (signal: AbortSignal) => Promise<PickerOption[]>): PickerSource {
  let cached: Promise<PickerOption[]> | null = null;
  const all = (signal: AbortSignal) => {
    cached ??= load(signal).catch((e: unknown) => {
      cached = null;
      throw e;
    });
    return cached;
  };
  return {
    async search(text, signal) {
      const found = (await all(signal)).filter((o) => matches(o, text));
      return { options: found.slice(0, SEARCH_LIMIT), total: found.length };
    },
    async resolve(ids, signal) {
      const list = await all(signal);
      return list.filter((o) => ids.includes(o.id));
    },
  };
}

/** A fresh copy of a list source on every call: lists that change (kb tree, counsellors) are read again per form. */
const fresh = (load: (signal: AbortSignal) => Promise<PickerOption[]>) => () => listSource(load);

const catalogue = (name: 'calculator' | 'module' | 'counsellorCategory' | 'quickAccess') => () =>
  listSource(async () =>
    Object.entries(enums[name] as Record<string, string>).map(([id, label]) => ({ id: Number(id), name: label })),
  );

const companyOption = (c: Pick<CompanyClient, 'id' | 'company_name' | 'user_type'>): PickerOption => ({
  id: Number(c.id),
  name: c.company_name,
  detail: enums.companyType[String(c.user_type) as keyof typeof enums.companyType],
});

/**
 * Clients and partners (or only one kind: company type 3 clients, 9 partners): the server searches (get_all_client,
 * name contains the text, A to Z), so a provider with thousands of companies finds each by name.
 */
const companiesOf = (userType?: 3 | 9) => (): PickerSource => ({
  async search(text, signal) {
    const q = text.trim();
    const list = await apiGet<CompanyClientList>('/company/get_all_client', {
      query: { limit: SEARCH_LIMIT, search: q || undefined, user_type: userType },
      signal,
    });
    return { options: list.companies.map(companyOption), total: list.total };
  },
  async resolve(ids, signal) {
    const found = await Promise.all(
      ids.map((id) =>
        apiGet<CompanyClient>(`/company/get_client_by_id/${id}`, { signal }).then(companyOption, () => null),
      ),
    );
    return found.filter((o): o is PickerOption => o !== null);
  },
});

const kbTree = (signal: AbortSignal) => apiGet<KbTreeAnswer>('/knowledge-base/admin/tree', { signal });

/** Knowledge-base parents, each named with the path above it ("Taxes › Income tax"). */
const kbCategories = fresh(async (signal) =>
  (await kbTree(signal)).categories.map((c) => ({ id: c.id, name: c.title })),
);
const kbSubCategories = fresh(async (signal) =>
  (await kbTree(signal)).categories.flatMap((c) =>
    c.sub_categories.map((s) => ({ id: s.id, name: s.title, detail: c.title })),
  ),
);
const kbGroups = fresh(async (signal) =>
  (await kbTree(signal)).categories.flatMap((c) =>
    c.sub_categories.flatMap((s) =>
      s.groups.map((g) => ({ id: g.id, name: g.title, detail: `${c.title} › ${s.title}` })),
    ),
  ),
);

type Counsellor = { _id: number; name: string; email?: string };
const counsellorOption = (c: Counsellor): PickerOption => ({ id: Number(c._id), name: c.name, detail: c.email });
/** Counsellors: the server searches (manage-counsellor, name contains the text). */
const counsellors = (): PickerSource => ({
  async search(text, signal) {
    const q = text.trim();
    const page = await apiGet<{ counsellors?: Counsellor[]; total: number }>('/manage-counsellor', {
      query: { page: 1, page_size: SEARCH_LIMIT, name: q || undefined },
      signal,
    });
    return { options: (page.counsellors ?? []).map(counsellorOption), total: page.total };
  },
  async resolve(ids, signal) {
    const found = await Promise.all(
      ids.map((id) => apiGet<Counsellor>(`/manage-counsellor/${id}`, { signal }).then(counsellorOption, () => null)),
    );
    return found.filter((o): o is PickerOption => o !== null);
  },
});

/** The sources a schema may name; each form mounts its own instance (a cache lives as long as the form). */
export const PICKER_SOURCES: Record<string, () => PickerSource> = {
  companies: companiesOf(),
  clients: companiesOf(3),
  partners: companiesOf(9),
  calculators: catalogue('calculator'),
  modules: catalogue('module'),
  counsellorCategories: catalogue('counsellorCategory'),
  quickAccess: catalogue('quickAccess'),
  kbCategories,
  kbSubCategories,
  kbGroups,
  counsellors,
};

export const isPickerSource = (name: unknown): name is keyof typeof PICKER_SOURCES =>
  typeof name === 'string' && Object.hasOwn(PICKER_SOURCES, name);
