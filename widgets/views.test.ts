import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResolvedWidget, WidgetViewProps } from './ui/landing-types';
import { currentSchema, getWidgetDefinition, WIDGET_TYPES, type WidgetType } from './registry.js';
import { hasWidgetView, widgetViewLoaders, widgetViews } from './views.js';

const LAZY = Symbol.for('react.lazy');

/** Props a new widget of this type gets in the designer: the schema defaults, plus the required fields that have none. */
function sampleProps(type: WidgetType): Record<string, unknown> {
  const schema = currentSchema(type) as { properties?: Record<string, { default?: unknown }> };
  const props: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(schema.properties ?? {})) if (s.default !== undefined) props[k] = s.default;
  if (type === 'image') Object.assign(props, { src: '/files/banner.png', alt: 'A banner' });
  if (type === 'video')
    Object.assign(props, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Budgeting basics' });
  return props;
}

function widgetOf(type: WidgetType, data: unknown): ResolvedWidget {
  const def = getWidgetDefinition(type);
  return {
    id: `${type}-1`,
    type,
    typeVersion: def.version,
    grid: { x: 0, y: 0, ...def.defaultSize },
    props: sampleProps(type),
    data,
  };
}

async function render(type: WidgetType, data: unknown): Promise<string> {
  const { default: View } = await widgetViewLoaders[type]();
  const props: WidgetViewProps = { widget: widgetOf(type, data), mode: 'live' };
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(View as ComponentType<WidgetViewProps>, props)),
  );
}

/** Types whose module has no data yet answer `{ items: [], empty_message }` (server resolvers). */
const LIST_TYPES = [
  'ad_banner',
  'monthly_spotlight',
  'my_tasks',
  'notifications',
  'popular_calculators',
  'upcoming_webinars',
  'featured_counsellors',
  'courses_in_progress',
  'quick_access',
] as const satisfies readonly WidgetType[];

describe('widget views', () => {
  it('every WIDGET_TYPE has a lazy view', () => {
    for (const type of WIDGET_TYPES) {
      expect(hasWidgetView(type), type).toBe(true);
      expect((widgetViews[type] as unknown as { $$typeof: symbol }).$$typeof, type).toBe(LAZY);
    }
    expect(Object.keys(widgetViews).sort()).toEqual([...WIDGET_TYPES].sort());
    expect(hasWidgetView('no_such_widget')).toBe(false);
  });

  it.each([...WIDGET_TYPES])('%s: its module loads and names a component', async (type) => {
    const mod = await widgetViewLoaders[type]();
    expect(typeof mod.default).toBe('function');
  });

  it.each([...LIST_TYPES])(
    '%s: no data yet shows the empty state with the server’s message, not fake items',
    async (type) => {
      const html = await render(type, { items: [], empty_message: `Nothing for ${type} yet` });
      expect(html).toContain('data-widget-empty');
      expect(html).toContain(`Nothing for ${type} yet`);
      expect(html).not.toContain('<li');
    },
  );

  it.each([...WIDGET_TYPES])('%s: renders without data at all (no crash on a missing or odd shape)', async (type) => {
    await expect(render(type, undefined)).resolves.toMatch(/<(section|div|aside|figure|a)/);
    await expect(render(type, { items: 'nope' })).resolves.toBeTypeOf('string');
  });

  it('feature tiles: locked features are not links, open ones link to their landing route', async () => {
    const html = await render('feature_tiles', {
      items: [
        { feature_id: 4, title: 'Webinars', route: '/client/webinars', locked: false },
        { feature_id: 2, title: 'Counselling', route: '/client/counselling', locked: true },
      ],
    });
    expect(html).toContain('href="/client/webinars"');
    expect(html).not.toContain('href="/client/counselling"');
    expect(html).toContain('Not in your plan');
  });

  it('rich text is the only view that renders HTML; ad messages are shown as text', async () => {
    expect(await render('rich_text', { html: '<p><strong>Hello</strong></p>' })).toContain('<strong>Hello</strong>');
    const ad = await render('ad_banner', {
      items: [
        {
          id: 1,
          title: 'Tax week',
          message: '<p><strong>Save</strong> &amp; invest</p>',
          link_url: '/client/calculators',
        },
      ],
      click_delay_ms: 500,
    });
    expect(ad).not.toContain('<strong>');
    expect(ad).toContain('Save &amp; invest');
  });

  it("upcoming webinars: the day and time in the reader's words, the speaker's name kept as written", async () => {
    const html = await render('upcoming_webinars', {
      items: [
        {
          _id: 7,
          name: 'Tax week',
          date: '2026-11-28',
          time: '16:00 IST',
          presenter: 'Farah Khan',
          is_registered: true,
        },
      ],
    });
    expect(html).toContain('Sat, 28 Nov · 4:00 pm IST');
    expect(html).toContain('<span translate="no">Farah Khan</span>');
    expect(html).toContain('Registered');
    expect(html).toContain('href="/client/webinars?webinarId=7"');
  });

  it('streak and journey show their own states', async () => {
    expect(await render('streak_message', { days: 0 })).toContain('Start your streak today');
    expect(await render('streak_message', { days: 4 })).toContain('4 days in a row');
    const journey = await render('journey_progress', {
      topics: [
        { title: 'Future Vision', status: 'Completed' },
        { title: 'Financial Foundation', status: 'Not_started' },
      ],
      completed: 1,
      total: 2,
    });
    expect(journey).toContain('aria-valuenow="50"');
  });
});
