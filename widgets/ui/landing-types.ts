import type { GridPos, Props } from '../types';
import type { PackageInfo } from '../../src/shared/package-info';

/** Why the server could not read a stored widget (the renderer shows a placeholder for it). */
export type WidgetInvalidReason = 'unknown_type' | 'migration_failed' | 'invalid_props' | 'future_version';

/** One widget of a resolved page: migrated to its current version, with its data resolved. */
export type ResolvedWidget = {
  id: string;
  type: string;
  typeVersion: number;
  grid: GridPos;
  props: Props;
  data?: unknown;
  invalid?: { reason: WidgetInvalidReason; detail: string };
  error?: { code: string; message: string };
};

/** GET landing-page/home-page. */
export type HomePageResponse = {
  page: { company_id: number | null; revision: number | null; source: 'company' | 'default' | 'builtin' | 'preview' };
  widgets_List: ResolvedWidget[];
  disclaimer: string | null;
  is_change_disclaimer: boolean;
};

/** GET landing-page/landing-content?section=… */
export type LandingContentResponse = {
  hero: ResolvedWidget | null;
  disclaimer: string | null;
  is_change_disclaimer: boolean;
};

/** POST landing-page/layout (the designer's preview as a package would see it). */
export type LayoutPreviewResponse = { widgets_List: ResolvedWidget[]; package_info: PackageInfo };

/** 'live' on the employee pages; 'preview' in the designer (links inert, placeholders explain themselves). */
export type RenderMode = 'live' | 'preview';

/** What every widget view receives. Props are already valid for the type's current version. */
export type WidgetViewProps = { widget: ResolvedWidget; mode: RenderMode };
