import { useCallback, type RefObject } from 'react';
import type { PageDocument, PageWidget } from '../../../../shared/landing/page-document';
import type { WidgetType } from '../../../../../widgets/registry';
import { addWidget, applyLayout, describeGrid, makeRoomFor, stepWidget, type GridStep } from './designer-grid';

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
        const why = 'The page grid (12 x 12 cells) is already covered by the other widgets, so there is no free space.';
        if (!room) {
          announce(`${why} Remove a widget or make one smaller first.`);
          window.alert(`${why}\n\nRemove a widget or make one smaller, then add it again.`);
          return;
        }
        const how = room.shrunk
          ? 'move the other widgets up and make them smaller (down to their smallest size)'
          : 'move the other widgets up to close the gaps';
        if (!window.confirm(`${why}\n\nMake room? This will ${how}, then add the widget below them.`)) {
          announce(`${why} Nothing was changed.`);
          return;
        }
        update(room.widgets);
        setSelectedId(room.added.id);
        announce(`Made room and added ${room.added.id} at ${describeGrid(room.added.grid)}.`);
        return;
      }
      update([...docRef.current.widgets, w]);
      setSelectedId(w.id);
      announce(`Added ${w.id} at ${describeGrid(w.grid)}.`);
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
      announce(`Removed ${id}.`);
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
        announce('That position overlaps another widget or leaves the grid.');
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
