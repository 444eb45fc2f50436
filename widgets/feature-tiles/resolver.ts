import { feature, featureRoute } from '../../schemas/catalogue/enums.json';
import { hasModule, MODULE } from '../../src/shared/package-info.js';
import type { WidgetResolver } from '../types.js';

/** The module that opens each landing feature (enums.json "feature"; titles and routes come from there). */
const FEATURE_MODULE: Record<string, number> = {
  1: MODULE.ELEARNING,
  2: MODULE.COUNSELLING,
  3: MODULE.CALCULATORS,
  4: MODULE.WEBINARS,
  5: MODULE.KNOWLEDGEBASE,
  6: MODULE.HANDBOOK,
};

const FEATURE_DESCRIPTION: Record<string, string> = {
  1: 'Short courses and videos on money basics.',
  2: 'One-to-one sessions with certified counsellors.',
  3: 'SIP, tax, loans, retirement and more.',
  4: 'Live and recorded sessions with experts.',
  5: 'Answers, guides and finguides.',
  6: 'Toolkits and guides from your employer.',
};

const titles: Record<string, string> = feature;
const routes: Record<string, string> = featureRoute;

/** The chosen features as tiles, each locked when the caller's package lacks its module. */
export const resolveFeatureTiles: WidgetResolver = async (ctx, props) => {
  const ids = Array.isArray(props.features) ? (props.features as number[]) : [];
  return {
    items: ids
      .filter((id) => titles[id] && routes[id])
      .map((id) => ({
        feature_id: id,
        title: titles[id],
        route: routes[id],
        module: FEATURE_MODULE[id],
        description: FEATURE_DESCRIPTION[id],
        locked: !hasModule(ctx.packageInfo, FEATURE_MODULE[id]),
      })),
  };
};
