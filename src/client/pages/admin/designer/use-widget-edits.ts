import { useCallback, type RefObject } from 'react';
import type { PageDocument, PageWidget } from '../../../../shared/landing/page-document';
import type { WidgetType } from '../../../../../widgets/registry';
import { addWidget, applyLayout, describeGrid, makeRoomFor, stepWidget, type GridStep } from './designer-grid';
import { t } from '../../../../i18n/browser';

/**
 * The designer's widget edits (use-designer.ts): add (making room when the grid is full), remove, step by keyboard,
 * drag/resize layout and props. Each goes through `update` and is announced for screen readers.
 */
export function useWidgetEdits({
  docRef,
  update,
  announce,
  setSelectedId,
}: {
  docRef: RefObject<PageDocument>;
  update: (widgets: PageWidget[]) => void;
  announce: (text: string) => void;
  setSelectedId: (id: string | null) => void;
}) {
  const add = useCallback(
    (type: WidgetType) => {
      const w = addWidget(docRef.current.widgets, type);
      if (!w) {
        // The page grid is 12 x 12 cells and the widgets already cover it (the default page does):
        // say so and offer to make room by moving the others up and, if needed, shortening them.
        const room = makeRoomFor(docRef.current.widgets, type);
        const why = t('adminDesigner.edits.gridFull');
        if (!room) {
          announce(t('adminDesigner.edits.noRoomAnnounce', { why }));
          window.alert(t('adminDesigner.edits.noRoomAlert', { why }));
          return;
        }
        const question = room.shrunk
          ? t('adminDesigner.edits.confirmShrink', { why })
          : t('adminDesigner.edits.confirmMove', { why });
        if (!window.confirm(question)) {
          announce(t('adminDesigner.edits.nothingChanged', { why }));
          return;
        }
        update(room.widgets);
        setSelectedId(room.added.id);
        announce(t('adminDesigner.edits.madeRoom', { id: room.added.id, position: describeGrid(room.added.grid) }));
        return;
      }
      update([...docRef.current.widgets, w]);
      setSelectedId(w.id);
      announce(t('adminDesigner.edits.added', { id: w.id, position: describeGrid(w.grid) }));
    },
    [announce, docRef, setSelectedId, update],
  );

  const remove = useCallback(
    (id: string) => {
      const widgets = docRef.current.widgets;
      const index = widgets.findIndex((w) => w.id === id);
      if (index < 0) return;
      update(widgets.filter((w) => w.id !== id));
      const next = widgets[index + 1] ?? widgets[index - 1];
      setSelectedId(next?.id ?? null);
      announce(t('adminDesigner.edits.removed', { id }));
    },
    [announce, docRef, setSelectedId, update],
  );

  const step = useCallback(
    (id: string, s: GridStep) => {
      const result = stepWidget(docRef.current.widgets, id, s);
      if (!result.ok) {
        announce(result.reason);
        return false;
      }
      update(result.widgets);
      announce(`${id}: ${describeGrid(result.grid)}.`);
      return true;
    },
    [announce, docRef, update],
  );

  const setLayout = useCallback(
    (layout: ReadonlyArray<{ i: string; x: number; y: number; w: number; h: number }>) => {
      const next = applyLayout(docRef.current.widgets, layout);
      if (!next) {
        announce(t('adminDesigner.edits.overlaps'));
        return false;
      }
      const changed = next.some((w, i) => JSON.stringify(w.grid) !== JSON.stringify(docRef.current.widgets[i].grid));
      if (changed) update(next);
      return true;
    },
    [announce, docRef, update],
  );

  const setProps = useCallback(
    (id: string, props: Record<string, unknown>) => {
      update(docRef.current.widgets.map((w) => (w.id === id ? { ...w, props } : w)));
    },
    [docRef, update],
  );

  return { add, remove, step, setLayout, setProps };
}
