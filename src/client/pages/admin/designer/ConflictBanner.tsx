import { describeChange, diffPages } from '../../../../shared/landing/page-diff';
import { ErrorMessage } from '../../../components/ErrorMessage';
import type { PageDocument } from '../../../../shared/landing/page-document';
import { getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import { AlertIcon } from '../../../components/Icons';
import { Button } from '../../../components/Button';
import type { Conflict } from './designer-conflict';
import { useT } from '../../../../i18n/browser';

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
  const t = useT();
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
                {conflict.latestRevision
                  ? t('adminDesigner.conflict.safeWithRevision', { revision: conflict.latestRevision })
                  : t('adminDesigner.conflict.safe')}
              </p>
              {diff && diff.changes.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-medium">
                    {t('adminDesigner.conflict.differences', { count: diff.changes.length })}
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
                    {t('adminDesigner.conflict.saveMine')}
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={onLoadTheirs}>
                  {t('adminDesigner.conflict.loadTheirs')}
                </Button>
                <Button size="sm" variant="ghost" onClick={onDismiss}>
                  {t('adminDesigner.conflict.decideLater')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="mt-1">{t('adminDesigner.conflict.unchanged')}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={onRefresh}>
                  {t('adminDesigner.conflict.showPublished')}
                </Button>
                <Button size="sm" variant="ghost" onClick={onDismiss}>
                  {t('common.dismiss')}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
