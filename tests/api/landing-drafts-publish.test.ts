/**
 * Landing pages: the designer's draft / publish / rollback with its concurrency checks and E-codes,
 * the validation of a saved page, and a stored widget that is no longer valid. The home page,
 * access and previews: landing-home-page.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '../../src/shared/landing/page-document.js';
import { bearer, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import {
  ACME,
  GLOBEX,
  headingOf,
  landingCalls,
  pageNamed,
  startLandingApp,
  w,
  type Resolved,
} from './landing-fixtures.js';

describe('landing pages API', () => {
  let app: App;
  let admin: string;
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    ({ app, admin, acme, globex } = await startLandingApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const { home, state, save, patch, saveOk, publish } = landingCalls(() => ({ app, admin }));

  describe('drafts, publishing and rollback', () => {
    it('a saved draft is never visible to employees; publishing shows it to that company only', async () => {
      const rev = await saveOk(ACME, pageNamed('Acme draft'));
      const s = await state(ACME);
      expect(s).toMatchObject({ latest_revision: rev, published_revision: null });
      expect(s.draft?.widgets[0].props.heading).toBe('Acme draft');
      expect(s.revisions[0]).toMatchObject({ revision: rev, created_by_email: 'admin@finwell.example' });

      const before = expectSuccess<Resolved>(await home(acme));
      expect(before.page.source).toBe('default');
      expect(headingOf(before)).not.toBe('Acme draft');

      await publish(ACME, rev);
      const after = expectSuccess<Resolved>(await home(acme));
      expect(after.page).toMatchObject({ source: 'company', revision: rev, company_id: ACME });
      expect(headingOf(after)).toBe('Acme draft');

      const other = expectSuccess<Resolved>(await home(globex));
      expect(other.page.source).toBe('default');
      expect(JSON.stringify(other)).not.toContain('Acme draft');
    });

    it('a newer draft leaves the published revision in place until it is published', async () => {
      await saveOk(ACME, pageNamed('Acme second draft'));
      expect(headingOf(expectSuccess<Resolved>(await home(acme)))).toBe('Acme draft');
    });

    it('saving on a stale base revision is refused with 409 E-10520 and overwrites nothing', async () => {
      const s = await state(ACME);
      const res = expectError(
        await save({ company_id: ACME, doc: pageNamed('Lost update'), base_revision: s.latest_revision - 1 }),
        409,
        'E-10520',
      );
      expect(res.data).toMatchObject({ latest_revision: s.latest_revision });
      expect((await state(ACME)).latest_revision).toBe(s.latest_revision);
    });

    it('publishing over someone else’s publish is refused with 409 E-10521', async () => {
      const s = await state(ACME);
      const stale = s.published_revision === 1 ? 2 : 1;
      expectError(
        await patch({
          company_id: ACME,
          action: 'publish',
          revision: s.latest_revision,
          base_published_revision: stale,
        }),
        409,
        'E-10521',
      );
      expect((await state(ACME)).published_revision).toBe(s.published_revision);
    });

    it('publishing or reading a revision that does not exist is 404 E-10529', async () => {
      const s = await state(ACME);
      expectError(
        await patch({
          company_id: ACME,
          action: 'publish',
          revision: 999,
          base_published_revision: s.published_revision,
        }),
        404,
        'E-10529',
      );
      expectError(
        await app.inject({
          method: 'GET',
          url: `/api/v1/landing-page/client-landing-page/${ACME}/revisions/999`,
          headers: bearer(admin),
        }),
        404,
        'E-10529',
      );
    });

    it('rollback copies an old revision into a new published one (history stays linear)', async () => {
      const s = await state(ACME);
      const firstAcme = s.revisions[s.revisions.length - 1].revision;
      const res = expectSuccess<{ published_revision: number }>(
        await patch({
          company_id: ACME,
          action: 'rollback',
          revision: firstAcme,
          base_published_revision: s.published_revision,
        }),
        'S-10009',
      );
      const after = await state(ACME);
      expect(after.latest_revision).toBe(s.latest_revision + 1);
      expect(after.published_revision).toBe(res.published_revision);
      expect(after.revisions[0].note).toBe(`Rollback to revision ${firstAcme}`);
      const old = expectSuccess<{ doc: PageDocument }>(
        await app.inject({
          method: 'GET',
          url: `/api/v1/landing-page/client-landing-page/${ACME}/revisions/${firstAcme}`,
          headers: bearer(admin),
        }),
      );
      expect(after.draft?.widgets).toEqual(old.doc.widgets);
      expect(headingOf(expectSuccess<Resolved>(await home(acme)))).toBe('Acme draft');
    });

    it('keeps at least 20 revisions in the history', async () => {
      for (let i = 0; i < 20; i++) await saveOk(GLOBEX, { ...pageNamed(`Globex ${i}`), companyId: GLOBEX });
      const s = await state(GLOBEX);
      expect(s.revisions.length).toBeGreaterThanOrEqual(20);
      expect(s.revisions[0].revision).toBe(s.latest_revision);
    });

    it('publishing the default page (company 0) reaches every company without its own page', async () => {
      const rev = await saveOk(0, { ...pageNamed('New default'), companyId: null });
      await publish(0, rev);
      expect(headingOf(expectSuccess<Resolved>(await home(globex)))).toBe('New default');
      expect(headingOf(expectSuccess<Resolved>(await home(acme)))).toBe('Acme draft');
    });
  });

  describe('validation of a saved page (422)', () => {
    const base = async () => (await state(ACME)).latest_revision;
    it.each([
      [
        'E-10522',
        'two widgets overlap',
        pageNamed('x', [w('cta2', 'cta', [2, 3, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
      [
        'E-10523',
        'a widget leaves the grid',
        pageNamed('x', [w('cta2', 'cta', [9, 10, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
      [
        'E-10523',
        'a widget is smaller than its type allows',
        pageNamed('x', [w('cta2', 'cta', [0, 6, 1, 1], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
      ['E-10524', 'an unknown type', pageNamed('x', [w('odd', 'carousel', [0, 6, 4, 2], {})])],
      [
        'E-10525',
        'invalid props',
        pageNamed('x', [
          w('cta2', 'cta', [0, 6, 4, 2], { title: '', button_label: 'B', route: 'https://evil.example' }),
        ]),
      ],
      [
        'E-10532',
        'an old widget version',
        pageNamed('x', [w('h2', 'hero', [0, 6, 12, 2], { section: 'home', title: 'Old' }, 1)]),
      ],
      ['E-10526', 'an unknown document property', { ...pageNamed('x'), theme: 'dark' }],
      [
        'E-10526',
        'a widget id used twice',
        pageNamed('x', [w('cta', 'cta', [0, 6, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
    ])('%s: %s', async (code, _name, doc) => {
      const res = expectError(await save({ company_id: ACME, doc, base_revision: await base() }), 422, code);
      expect(fieldErrors(res).some((f) => f.code === code)).toBe(true);
    });

    it('names the failing prop field by field', async () => {
      const doc = pageNamed('x', [w('cta2', 'cta', [0, 6, 4, 2], { title: '', button_label: 'B', route: 'nope' })]);
      const fields = fieldErrors(
        expectError(await save({ company_id: ACME, doc, base_revision: await base() }), 422, 'E-10525'),
      ).map((f) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['widgets.3.props.title', 'widgets.3.props.route']));
    });

    it('rejects a body without a document or with unknown keys', async () => {
      expectError(await save({ company_id: ACME, base_revision: 0 }), 422, 'E-10502');
      expectError(await save({ company_id: ACME, doc: pageNamed('x'), base_revision: 0, extra: 1 }), 422, 'E-10502');
    });
  });

  describe('a stored widget that is now invalid', () => {
    it('is sent as a placeholder while its neighbours resolve normally', async () => {
      // Publish a good page (which also clears the cached pages), then make its stored document
      // what older code could have written: a prop today's schema rejects.
      const rev = await saveOk(
        ACME,
        pageNamed('With a broken widget', [
          w('broken', 'cta', [0, 6, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' }),
        ]),
      );
      await publish(ACME, rev);
      const bad = pageNamed('With a broken widget', [
        w('broken', 'cta', [0, 6, 4, 2], { title: 'T', button_label: 'B', route: 'javascript:alert(1)' }),
      ]);
      await app.ctx.db
        .updateTable('landing_page_revisions')
        .set({ doc: JSON.stringify(bad) })
        .where('company_key', '=', ACME)
        .where('revision', '=', rev)
        .execute();

      const r = expectSuccess<Resolved>(await home(acme));
      expect(r.page.revision).toBe(rev);
      const broken = r.widgets_List.find((x) => x.id === 'broken');
      expect(broken?.invalid?.reason).toBe('invalid_props');
      expect(broken?.data).toBeUndefined();
      expect(r.widgets_List.filter((x) => x.id !== 'broken').every((x) => !x.invalid)).toBe(true);
      expect(headingOf(r)).toBe('With a broken widget');
      // Publishing such a revision again is refused: today's rules apply to what goes live.
      expectError(
        await patch({ company_id: ACME, action: 'publish', revision: rev, base_published_revision: rev }),
        422,
        'E-10525',
      );
    });
  });
});
