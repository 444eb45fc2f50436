import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { linkKind, logLandingNavigation } from './navigation';
import { t } from '../../src/i18n/browser';

export type PortalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** The widget the link sits in: the click is logged as a Navigation activity from it. */
  widgetId?: string;
  featureId?: number | null;
  ariaLabel?: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
};

/** A link from a widget: portal routes in the app, /files/ as downloads, https in a new tab. */
export function PortalLink({ href, children, className, widgetId, featureId, ariaLabel, onClick }: PortalLinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented && widgetId) logLandingNavigation({ widgetId, url: href, featureId });
  };
  const kind = linkKind(href);
  if (kind === 'route') {
    return (
      <Link to={href} className={className} aria-label={ariaLabel} onClick={handle}>
        {children}
      </Link>
    );
  }
  if (kind === 'file') {
    return (
      <a href={href} download className={className} aria-label={ariaLabel} onClick={handle}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={ariaLabel ?? undefined}
      onClick={handle}
    >
      {children}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
