import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../support/envelope.js';
import { langApi, useHindiApp } from './hindi-fixtures.js';

/**
 * Spotlights, calls to action, tasks and widget messages in Hindi (docs/i18n.md "Admin content in Hindi"):
 * readers get the `hi` values with Accept-Language hi-IN (English where a field has none) and admins get
 * `hi` back for their forms. The reader cache is on (a minute) so an answer cached in one language cannot
 * leak into the other.
 */
const c = useHindiApp();
const api = langApi(c);

describe('spotlights, calls to action, tasks and widget messages in Hindi', () => {
  it('shows this month’s seeded spotlight in the reader’s language', async () => {
    const spot = async (token: string, lang: string) =>
      expectSuccess<{ spotlight: { title: string; message: string } | null }>(
        await api('GET', '/user-monthly-spotlight', token, { lang }),
      ).spotlight;
    expect((await spot(c.acme, 'hi-IN'))?.title).toBe('अपना आपातकालीन फ़ंड बनाएँ');
    expect((await spot(c.acme, 'en-IN'))?.title).toBe('Build your emergency fund');
    expect((await spot(c.paid, 'hi-IN'))?.title).toBe('इस महीने SIP शुरू करें');
    expect(await spot(c.acme, 'hi-IN')).not.toHaveProperty('hi');
    // The admin's list keeps the Hindi values for the edit form.
    const list = expectSuccess<{ spotlights: Array<{ title: string; hi: Record<string, string> }> }>(
      await api('GET', '/monthly-spotlights', c.admin),
    ).spotlights;
    expect(list.find((s) => s.title === 'Build your emergency fund')?.hi.title).toBe('अपना आपातकालीन फ़ंड बनाएँ');
  });

  it('reads a call to action in Hindi, English where a field has none; the admin gets it with `hi`', async () => {
    const made = expectSuccess<{ _id: number }>(
      await api('POST', '/cta_option', c.admin, {
        payload: {
          title: 'Check your insurance',
          text: 'See whether your cover is enough.',
          button_label: 'Check now',
          route: '/client/calculators',
          status: true,
          hi: { title: 'अपना बीमा जाँचें', button_label: 'अभी जाँचें' },
        },
      }),
      'S-10008',
      201,
    );
    const asEmployee = expectSuccess<Record<string, unknown>>(
      await api('GET', `/cta-options/${made._id}`, c.acme, { lang: 'hi-IN' }),
    );
    expect(asEmployee).toMatchObject({
      title: 'अपना बीमा जाँचें',
      text: 'See whether your cover is enough.',
      button_label: 'अभी जाँचें',
    });
    expect(asEmployee).not.toHaveProperty('hi');
    const asAdmin = expectSuccess<Record<string, unknown>>(await api('GET', `/cta-options/${made._id}`, c.admin));
    expect(asAdmin).toMatchObject({
      title: 'Check your insurance',
      hi: { title: 'अपना बीमा जाँचें', button_label: 'अभी जाँचें' },
    });
  });

  it('lists the seeded tasks in Hindi', async () => {
    const titles = async (lang: string) =>
      expectSuccess<{ tasks: Array<{ title: string }> }>(await api('GET', '/all-tasks', c.acme, { lang })).tasks.map(
        (t) => t.title,
      );
    expect(await titles('hi-IN')).toContain('अपने आपातकालीन फ़ंड की योजना बनाएँ');
    expect(await titles('en-IN')).toContain('Plan your emergency fund');
  });

  it('shows a widget message (banner ad) in Hindi, with its Hindi message through the allow-list', async () => {
    expectSuccess(
      await api('POST', '/company/widget', c.admin, {
        payload: {
          title: 'Tax week',
          message: '<p>Save tax</p>',
          placement: 'widget',
          start_date: '2020-01-01',
          end_date: '2099-12-31',
          is_default: false,
          is_retail: true,
          company_ids: [],
          status: 1,
          hi: { title: 'टैक्स सप्ताह', message: '<p>टैक्स बचाएँ</p><script>x()</script>' },
        },
      }),
      'S-10008',
      201,
    );
    const ads = async (lang: string) =>
      expectSuccess<{ banner_ads: Array<{ title: string; message: string | null }> }>(
        await api('GET', '/public/banner-ads', null, { lang }),
      ).banner_ads;
    expect((await ads('hi-IN')).find((a) => a.title === 'टैक्स सप्ताह')?.message).toBe('<p>टैक्स बचाएँ</p>');
    expect((await ads('en-IN')).map((a) => a.title)).toContain('Tax week');
  });
});
