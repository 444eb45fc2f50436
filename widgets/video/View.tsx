import { VideoIcon } from '../ui/Icons';
import type { VideoPropsV1 } from '../../src/shared/generated/widgets/video.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard } from '../ui/WidgetCard';
import { propsAs } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';

type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string } | { kind: 'link'; src: string };

/** YouTube and Vimeo play in their privacy-friendly embeds, .mp4 in a video element, anything else as a link. */
export function videoSourceOf(url: string): VideoSource {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { kind: 'link', src: url };
  }
  const host = u.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? u.pathname.slice(1)
      : host === 'youtube.com'
        ? (u.searchParams.get('v') ?? /^\/(embed|shorts)\/([\w-]+)/.exec(u.pathname)?.[2] ?? null)
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId))
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(u.pathname)?.[1] : null;
  if (vimeoId) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeoId}` };
  if (/\.mp4$/i.test(u.pathname)) return { kind: 'file', src: url };
  return { kind: 'link', src: url };
}

export function VideoView({ widget }: WidgetViewProps) {
  const t = useT();
  const p = propsAs<VideoPropsV1>(widget);
  const source = videoSourceOf(p.url);
  return (
    <WidgetCard title={p.title} icon={<VideoIcon size={18} />} headingId={`${widget.id}-heading`}>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
        {source.kind === 'embed' && (
          <iframe
            src={source.src}
            title={p.title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        )}
        {source.kind === 'file' && (
          <video src={source.src} controls preload="metadata" className="absolute inset-0 size-full">
            <track kind="captions" />
          </video>
        )}
        {source.kind === 'link' && (
          <div className="absolute inset-0 grid place-items-center">
            <PortalLink
              href={source.src}
              widgetId={widget.id}
              className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900"
            >
              {t('widgets.video.watch')}
            </PortalLink>
          </div>
        )}
      </div>
    </WidgetCard>
  );
}
