import * as Icons from '../../../../../widgets/ui/Icons';
import { getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';

/** The palette's and canvas's icon for a widget type (named by its definition, widgets/<folder>/definition.ts). */
export function WidgetTypeIcon({ type, size = 18 }: { type: string; size?: number }) {
  const Icon = isWidgetType(type) ? Icons[getWidgetDefinition(type).icon] : Icons.GridIcon;
  return <Icon size={size} />;
}
