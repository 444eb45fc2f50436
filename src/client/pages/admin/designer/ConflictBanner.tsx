import { describeChange, diffPages } from '../../../../shared/landing/page-diff';
import { ErrorMessage } from '../../../components/ErrorMessage';
import type { PageDocument } from '../../../../shared/landing/page-document';
import { getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import { AlertIcon } from '../../../components/Icons';
import { Button } from '../../../components/Button';
import type { Conflict } from './use-designer';

export type ConflictBannerProps = {
  conflict: Conflict;
  canvas: PageDocument;
  busy: boolean;
  onSaveMine: (base: number) => void;
  onLoadTheirs: () => void;
  onRefresh: () => void;
  onDismiss: () => void;
};

const titleOf = (type: string) => (isWidgetType(type) ? getWidgetDefinition(type).title : type);

/**
 * Someone saved (E-10520) or published (E-10521) since this admin loaded the page. Nothing was
 * overwritten and the canvas keeps the admin's work; the admin chooses what happens next.
 */
export function ConflictBanner({
  conflict,
  canvas,
  busy,
  onSaveMine,
  onLoadTheirs,
  onRefresh,
  onDismiss,
}: ConflictBannerProps) {
  const diff = conflict.code === 'E-10520' && conflict.theirs ? diffPages(conflict.theirs, canvas) : null;
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-conflict={conflict.code}
    >
      <div className="flex items-start gap-3">
        <AlertIcon size={20} className="mt-0.5 shrink-0 text-amber-600" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <ErrorMessage error={conflict} />
          </p>
          {conflict.code === 'E-10520' ? (
            <>
              <p className="mt-1">
                Your changes are safe on the canvas
                {conflict.latestRevision ? `; the other admin saved revision ${conflict.latestRevision}` : ''}. Save
                yours as a new revision on top of theirs, or load theirs instead.
              </p>
              {diff && diff.changes.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-medium">
                    How your canvas differs from their revision ({diff.changes.length})
                  </summary>
                  <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
                    {diff.changes.slice(0, 12).map((c, i) => (
                      <li key={i}>{describeChange(c, titleOf)}</li>
                    ))}
                  </ul>
                </details>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {conflict.latestRevision !== null && (
                  <Button size="sm" loading={busy} onClick={() => onSaveMine(conflict.latestRevision ?? 0)}>
                    Save mine on top
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={onLoadTheirs}>
                  Load their version (discard mine)
                </Button>
                <Button size="sm" variant="ghost" onClick={onDismiss}>
                  Decide later
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="mt-1">
                Your canvas is unchanged. Check what is published now, then publish again if you still want your
                revision live.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={onRefresh}>
                  Show what is published now
                </Button>
                <Button size="sm" variant="ghost" onClick={onDismiss}>
                  Dismiss
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
