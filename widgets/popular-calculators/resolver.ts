import { calculator } from '../../schemas/catalogue/enums.json';
import { calculatorSlugs, hasCalculator } from '../../src/shared/calculator-routes.js';
import type { WidgetResolver } from '../types.js';

const titles: Record<string, string> = calculator;

/** The caller's package's calculators, most used first (calculator 12 is not listed). */
export const resolvePopularCalculators: WidgetResolver = async (ctx, props) => {
  const limit = Number(props.max_items ?? 6);
  const uses = await ctx.data.calculatorUses();
  const items = Object.entries(calculatorSlugs)
    .map(([id, slug]) => ({
      id: Number(id),
      title: titles[id],
      route: `/client/calculators/${slug}`,
      uses: uses.get(Number(id)) ?? 0,
    }))
    .filter((c) => c.id !== 12 && hasCalculator(ctx.packageInfo.calculator_ids, c.id))
    .sort((a, b) => b.uses - a.uses || a.id - b.id)
    .slice(0, limit);
  return {
    items,
    empty_message: 'No calculators in your package.',
    empty_message_key: 'widgets.serverEmpty.popularCalculators',
  };
};
