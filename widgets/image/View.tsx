import { useState } from 'react';
import type { ImagePropsV1 } from '../../src/shared/generated/widgets/image.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { propsAs } from '../ui/widget-data';

/** A picture with its alternative text; a broken address shows the text instead of a broken image. */
export function ImageView({ widget }: WidgetViewProps) {
  const p = propsAs<ImagePropsV1>(widget);
  const [failed, setFailed] = useState(false);
  const picture = failed ? (
    <div className="grid size-full min-h-32 place-items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-500">
      {p.alt}
    </div>
  ) : (
    <img
      src={p.src}
      alt={p.alt}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-full min-h-32 rounded-2xl object-cover shadow-card"
    />
  );
  if (!p.link_route) return <figure className="h-full">{picture}</figure>;
  return (
    <PortalLink
      href={p.link_route}
      widgetId={widget.id}
      className="block h-full rounded-2xl transition hover:opacity-95"
    >
      {picture}
    </PortalLink>
  );
}
