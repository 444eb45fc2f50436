import type { PageDocument, PageWidget } from '../../src/shared/landing/page-document.js';
import { DEFAULT_PAGE } from '../../widgets/default-page.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { adoptSession, DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';
import { api, expectedIds, renderedIds, tokenOf, type PackageInfo, type PageState } from './landing-support.js';

/**
 * Server-driven landing pages in Chromium: an admin builds, previews, publishes and rolls back
 * Acme's page; Acme's employee sees exactly the published page and Globex's does not; a widget
 * with broken props shows a placeholder while its neighbours render. A super admin adding a field
 * to the client form is in landing-client-form.e2e.ts.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('landing pages');
  const admin = await newPage(browser, DESKTOP);
  const acme = await newPage(browser, DESKTOP);
  const globex = await newPage(browser, DESKTOP);
  const a = admin.page;
  let adminToken = '';
  let richId = '';
  try {
    await step('the admin opens the designer for Acme, which starts from a copy of the default page', async () => {
      await logIn(a, baseUrl, 'admin@finwell.example');
      adminToken = await tokenOf(a);
      await a.goto(`${baseUrl}/admin/create-landing-page`);
      await a.locator('.designer-canvas [data-widget-id]').first().waitFor();
      await a.getByTestId('company-picker').selectOption({ label: 'Acme Corp' });
      await a.waitForURL('**/create-landing-page?company=*');
      await a.getByText('This company has no page of its own yet').waitFor();
      expect(
        (await a.locator('.designer-canvas [data-widget-id]').count()) === DEFAULT_PAGE.widgets.length,
        'the default page’s widgets are on the canvas',
      );
    });

    await step(
      'keyboard: Delete removes the selected widget; a widget is added from the palette and resized with Shift+arrows',
      async () => {
        await a.locator('.designer-canvas [data-widget-id="streak"]').focus();
        await a.keyboard.press('Delete');
        await a.locator('.designer-canvas [data-widget-id="streak"]').waitFor({ state: 'detached' });
        await a.locator('[data-palette-type="rich_text"]').click();
        const rich = a.locator('.designer-canvas [data-widget-id^="rich-text"]');
        await rich.waitFor();
        richId = (await rich.getAttribute('data-widget-id')) ?? '';
        // The tile's place and size are its accessible description (its name is its visible text).
        const placeOf = async () =>
          (await a.locator(`[id="${await rich.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
        // The largest free area: the default page's free rows (12×2), not the 4×1 the streak left.
        expect(
          (await placeOf()).includes('column 1, row 10, 12 wide and 2 high'),
          'the new widget filled the free 12×2 rows',
        );
        await rich.focus();
        await a.keyboard.press('Shift+ArrowLeft');
        await a.keyboard.press('Shift+ArrowLeft');
        expect((await placeOf()).includes('column 1, row 10, 10 wide and 2 high'), 'Shift+arrows resized it to 10×2');
        await a.keyboard.press('ArrowUp');
        await a.getByRole('status').filter({ hasText: 'overlap' }).first().waitFor({ state: 'attached' });
        expect((await placeOf()).includes('column 1, row 10'), 'a move onto a neighbour is refused and announced');
      },
    );

    await step('the settings form edits the widget, and an invalid value shows its error at once', async () => {
      const content = a.getByLabel('Content (HTML)');
      await content.fill('');
      // The sentence, with its code in the detail line (not in the sentence).
      await a.locator('[data-field-error] li', { hasText: 'This field is required.' }).first().waitFor();
      await a.locator('[data-field-error] [data-error-code="E-10525"]').first().waitFor();
      expect(
        await a.getByRole('button', { name: 'Save & publish' }).isDisabled(),
        'a page with a problem cannot be published',
      );
      await content.fill('<p><strong>Acme news v1</strong>: open enrolment starts Monday.</p>');
      await a.getByRole('button', { name: 'Save & publish' }).waitFor({ state: 'visible' });
      expect(!(await a.getByRole('button', { name: 'Save & publish' }).isDisabled()), 'a valid page can be published');
      await screenshot(a, 'designer-desktop');
    });

    await step('preview as a package renders the canvas with the employee renderer', async () => {
      await a.getByRole('tab', { name: 'Preview' }).click();
      await a.locator('[data-landing-grid] [data-widget-type="rich_text"]').getByText('Acme news v1').waitFor();
      await a.locator('[data-landing-grid] [data-widget-type="quick_access"]').waitFor();
      const globexPkg = (await a.locator('#panel-preview select').locator('option').allTextContents()).find((t) =>
        t.startsWith('Globex'),
      );
      expect(globexPkg, 'the package list offers Globex Essentials');
      await a.locator('#panel-preview select').selectOption({ label: globexPkg ?? '' });
      await a.getByText('Modules in this package: Calculators, Webinars, Knowledgebase').waitFor();
      // Quick access needs module 9, which Globex Essentials lacks.
      await a.locator('[data-landing-grid] [data-widget-type="quick_access"]').waitFor({ state: 'detached' });
      await screenshot(a, 'designer-preview');
      await a.getByRole('tab', { name: 'Design' }).click();
    });

    await step('save and publish: revision 1 goes live for Acme', async () => {
      await a.getByRole('button', { name: 'Save & publish' }).click();
      await a.getByText('Published: revision 1').waitFor();
      const state = await api<PageState>(baseUrl, adminToken, 'GET', '/landing-page/client-landing-page/1');
      expect(state.data.published_revision === 1, 'the server has revision 1 published');
    });

    await step('Acme’s employee sees exactly the published page', async () => {
      await logIn(acme.page, baseUrl, 'employee@acme.example');
      await skipFirstLoginPopups(acme.page);
      await acme.page.goto(`${baseUrl}/client/home`);
      const state = await api<PageState>(baseUrl, adminToken, 'GET', '/landing-page/client-landing-page/1');
      const profile = await api<{ package_info: PackageInfo }>(
        baseUrl,
        await tokenOf(acme.page),
        'GET',
        '/user-profile',
      );
      const ids = await renderedIds(acme.page);
      expect(
        JSON.stringify(ids) === JSON.stringify(expectedIds(state.data.draft, profile.data.package_info)),
        `rendered ${ids.join(',')}`,
      );
      await acme.page.getByText('Acme news v1').waitFor();
      expect((await acme.page.locator('[data-widget-id="streak"]').count()) === 0, 'the removed widget is gone');
      const marks = await acme.page.evaluate(
        () => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('finwell:widget-painted:')).length,
      );
      expect(marks === ids.length, `a paint mark per widget (${marks} of ${ids.length})`);
      await screenshot(acme.page, 'home-desktop-published');
    });

    await step('Globex’s employee does not see Acme’s page', async () => {
      await logIn(globex.page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(globex.page);
      await globex.page.goto(`${baseUrl}/client/home`);
      const ids = await renderedIds(globex.page);
      const def = await api<PageState>(baseUrl, adminToken, 'GET', '/landing-page/client-landing-page/0');
      const profile = await api<{ package_info: PackageInfo }>(
        baseUrl,
        await tokenOf(globex.page),
        'GET',
        '/user-profile',
      );
      expect(
        JSON.stringify(ids) === JSON.stringify(expectedIds(def.data.draft, profile.data.package_info)),
        `Globex renders the default page for its package (${ids.join(',')})`,
      );
      expect((await globex.page.getByText('Acme news').count()) === 0, 'no trace of Acme’s page');
    });

    await step('a second revision is published, then rolled back from the history', async () => {
      await a.locator(`.designer-canvas [data-widget-id="${richId}"]`).click();
      await a.getByLabel('Content (HTML)').fill('<p>Acme news v2</p>');
      await a.getByRole('button', { name: 'Save & publish' }).click();
      await a.getByText('Published: revision 2').waitFor();
      await acme.page.reload();
      await acme.page.getByText('Acme news v2').waitFor();

      await a.getByRole('tab', { name: /History/ }).click();
      const first = a.locator('[data-revision="1"]');
      await first.getByRole('button', { name: 'Changes' }).click();
      await a.locator('[data-diff]').getByText(`Rich text “${richId}” added`).waitFor();
      await a.locator('[data-revision="2"]').getByRole('button', { name: 'Changes' }).click();
      await a.locator('[data-diff]').getByText('settings changed: html').waitFor();
      await screenshot(a, 'designer-history');
      await first.getByRole('button', { name: 'Roll back to this' }).click();
      await a.getByRole('dialog').getByRole('button', { name: 'Roll back and publish' }).click();
      await a.getByText('Published: revision 3').waitFor();
      await acme.page.reload();
      await acme.page.getByText('Acme news v1').waitFor();
      expect((await acme.page.getByText('Acme news v2').count()) === 0, 'the employee sees the rolled-back page');
    });

    await step('a concurrent save is refused with E-10520 and the admin’s work stays on the canvas', async () => {
      await a.getByRole('tab', { name: 'Design' }).click();
      // Another admin saves meanwhile.
      const current = await api<PageState>(baseUrl, adminToken, 'GET', '/landing-page/client-landing-page/1');
      await api(baseUrl, adminToken, 'POST', '/landing-page/client-landing-page', {
        company_id: 1,
        doc: current.data.draft,
        base_revision: current.data.latest_revision,
        note: 'other admin',
      });
      await a.locator(`.designer-canvas [data-widget-id="${richId}"]`).click();
      await a.getByLabel('Content (HTML)').fill('<p>Acme news v3 (mine)</p>');
      await a.getByRole('button', { name: 'Save draft' }).click();
      await a.locator('[data-conflict="E-10520"]').waitFor();
      expect((await a.getByLabel('Content (HTML)').inputValue()).includes('v3 (mine)'), 'the unsaved work is kept');
      await a.getByRole('button', { name: 'Save mine on top' }).click();
      await a.locator('[data-conflict]').waitFor({ state: 'detached' });
      await a.getByText('Draft saved as revision 5').first().waitFor();
    });

    await step('a widget with broken props shows a placeholder while its neighbours render', async () => {
      // Publish (which clears cached pages), then corrupt that revision in the database the way
      // older code could have stored it: a quick-access title longer than today's schema allows.
      const current = await api<PageState>(baseUrl, adminToken, 'GET', '/landing-page/client-landing-page/1');
      const publish = await api<{ published_revision: number }>(
        baseUrl,
        adminToken,
        'PATCH',
        '/landing-page/client-landing-page',
        {
          company_id: 1,
          action: 'publish',
          revision: current.data.latest_revision,
          base_published_revision: current.data.published_revision,
        },
      );
      expect(publish.status === 200, `published (${publish.code})`);
      const broken: PageDocument = {
        ...current.data.draft,
        widgets: current.data.draft.widgets.map((w: PageWidget) =>
          w.id === 'quick' ? { ...w, props: { title: 'x'.repeat(500) } } : w,
        ),
      };
      expect(app, 'the e2e runner passes the app (for the seed helper)');
      await app.ctx.db
        .updateTable('landing_page_revisions')
        .set({ doc: JSON.stringify(broken) })
        .where('company_key', '=', 1)
        .where('revision', '=', current.data.latest_revision)
        .execute();
      await acme.page.reload();
      await acme.page.locator('[data-widget-id="quick"] [data-widget-placeholder="invalid"]').waitFor();
      expect(
        (await acme.page.locator('[data-widget-id="quick"]').textContent())?.includes(
          'This section is not available right now.',
        ),
        'the employee sees a quiet placeholder',
      );
      await acme.page
        .locator('[data-widget-id="popular"]')
        .getByRole('heading', { name: 'Popular calculators' })
        .waitFor();
      await acme.page.getByText('Acme news v3 (mine)').waitFor();
      expect(
        (await acme.page.locator('[data-widget-placeholder]').count()) === 1,
        'only the broken widget is replaced',
      );
      await screenshot(acme.page, 'home-desktop-placeholder');
    });

    await step('the home page stacks in reading order on a 390 px phone', async () => {
      const phone = await newPage(browser, MOBILE);
      try {
        await adoptSession(phone.context, await tokenOf(acme.page));
        await phone.page.goto(`${baseUrl}/client/home`);
        const ids = await renderedIds(phone.page);
        const lefts = await phone.page
          .locator('[data-landing-grid] > [data-widget-id]')
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
        const tops = await phone.page
          .locator('[data-landing-grid] > [data-widget-id]')
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(new Set(lefts).size === 1, `one column (lefts ${[...new Set(lefts)].join(',')})`);
        expect(
          tops.every((t, i) => i === 0 || t > tops[i - 1]),
          'each widget below the one before',
        );
        expect(ids[0] === 'hero-home', 'the hero comes first');
        await screenshot(phone.page, 'home-mobile');
      } finally {
        await phone.context.close();
      }
    });
  } finally {
    await admin.context.close();
    await acme.context.close();
    await globex.context.close();
  }
}
