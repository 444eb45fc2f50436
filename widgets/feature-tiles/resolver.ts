import { featureRoute } from '../../schemas/catalogue/enums.json';
import { hasModule, MODULE } from '../../src/shared/package-info.js';
import type { MessageKey } from '../../src/i18n/keys.js';
import type { WidgetResolver } from '../types.js';

/** The module that opens each landing feature (enums.json "feature"; the routes come from there). */
const FEATURE_MODULE: Record<string, number> = {
  1: MODULE.ELEARNING,
  2: MODULE.COUNSELLING,
  3: MODULE.CALCULATORS,
  4: MODULE.WEBINARS,
  5: MODULE.KNOWLEDGEBASE,
  6: MODULE.HANDBOOK,
};

/**
 * Each feature's title and line in the reader's language (the `widgets` catalogue; the English titles are enums.json's
 * "feature" labels, which the admin designer lists).
 */
const FEATURE_TEXT: Record<string, { title: MessageKey; description: MessageKey }> = {
  1: { title: 'widgets.featureTile.1.title', description: 'widgets.featureTile.1.description' },
  2: { title: 'widgets.featureTile.2.title', description: 'widgets.featureTile.2.description' },
  3: { title: 'widgets.featureTile.3.title', description: 'widgets.featureTile.3.description' },
  4: { title: 'widgets.featureTile.4.title', description: 'widgets.featureTile.4.description' },
  5: { title: 'widgets.featureTile.5.title', description: 'widgets.featureTile.5.description' },
  6: { title: 'widgets.featureTile.6.title', description: 'widgets.featureTile.6.description' },
};

const routes: Record<string, string> = featureRoute;

/** The chosen features as tiles, each locked when the caller's package lacks its module. */
export const resolveFeatureTiles: WidgetResolver = async (ctx, props) => {
  const ids = Array.isArray(props.features) ? (props.features as number[]) : [];
  return {
    items: ids
      .filter((id) => FEATURE_TEXT[id] && routes[id])
      .map((id) => ({
        feature_id: id,
        title: ctx.t(FEATURE_TEXT[id].title),
        route: routes[id],
        module: FEATURE_MODULE[id],
        description: ctx.t(FEATURE_TEXT[id].description),
        locked: !hasModule(ctx.packageInfo, FEATURE_MODULE[id]),
      })),
  };
};
