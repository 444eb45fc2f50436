import { useEffect, useState, type FormEvent } from 'react';
import { apiDelete, apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { AdminChapter, AdminSection } from './learning-admin-api';
import { ChapterForm, ChapterFormBody } from './ChapterForm';

/**
 * The course editor's outline (edit and view mode): its sections and chapters, each change saved at
 * once, with drag-and-drop order (keyboard: Move up / Move down), a chapter edited in place and
 * "Add section".
 */

const errOf = (error: ApiError | null, field: string) => {
  const e = error?.fieldMap()[field];
  return e ? `${e.message} (${e.code})` : null;
};

const CHAPTER_TYPES: Record<AdminChapter['content_type'], MessageKey> = {
  Document: 'adminLearning.outline.type.Document',
  Video: 'adminLearning.outline.type.Video',
  Assignment: 'adminLearning.outline.type.Assignment',
  Url: 'adminLearning.outline.type.Url',
};

/** The outline of a course's sections and chapters (read-only in view mode). */
export function CourseOutline({
  courseId,
  sections,
  readOnly,
  reload,
}: {
  courseId: number;
  sections: AdminSection[];
  readOnly: boolean;
  reload: () => void;
}) {
  const t = useT();
  const [order, setOrder] = useState(sections);
  const [dragging, setDragging] = useState<{ chapter: number; from: number } | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  /** The chapter being edited in place (its row shows the course-chapter form with its record). */
  const [editing, setEditing] = useState<number | null>(null);
  useEffect(() => setOrder(sections), [sections]);
  const saveOrder = async (next: AdminSection[]) => {
    setOrder(next);
    try {
      await apiPatch(`/e-learning-courses/${courseId}/order`, {
        sections: next.map((s) => ({ section_id: s._id, chapter_ids: s.chapters.map((c) => c._id) })),
      });
      showToast({ title: t('adminLearning.outline.orderSaved') });
    } catch (e) {
      showErrorToast(toApiError(e));
    }
    reload();
  };
  const move = (sectionId: number, chapterId: number, toSection: number, toIndex: number) => {
    const next = order.map((s) => ({ ...s, chapters: s.chapters.filter((c) => c._id !== chapterId) }));
    const chapter = order.flatMap((s) => s.chapters).find((c) => c._id === chapterId);
    const target = next.find((s) => s._id === toSection);
    if (!chapter || !target) return;
    target.chapters.splice(Math.max(0, Math.min(toIndex, target.chapters.length)), 0, chapter);
    void saveOrder(next);
    void sectionId;
  };
  const addSection = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    try {
      await apiPost(`/section/${courseId}`, { title });
      setTitle('');
      reload();
    } catch (e) {
      setError(toApiError(e));
    }
  };
  return (
    <section aria-labelledby="outline-heading" className="flex flex-col gap-4">
      <h2 id="outline-heading" className="text-lg font-semibold text-slate-900">
        {t('adminLearning.outline.heading')}
      </h2>
      {!readOnly && order.some((s) => s.chapters.length > 1) && (
        <p className="text-sm text-slate-600">{t('adminLearning.outline.dragHint')}</p>
      )}
      {order.length === 0 && <p className="text-sm text-slate-600">{t('adminLearning.outline.empty')}</p>}
      {order.map((s) => (
        <div
          key={s._id}
          className="card flex flex-col gap-3 p-4"
          onDragOver={(e) => {
            if (dragging) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging) move(dragging.from, dragging.chapter, s._id, s.chapters.length);
            setDragging(null);
          }}
        >
          <h3 className="text-base font-semibold text-slate-900">{s.title}</h3>
          <ol className="flex flex-col gap-2" aria-label={t('adminLearning.outline.chaptersOf', { title: s.title })}>
            {s.chapters.map((c, i) => (
              <li
                key={c._id}
                draggable={!readOnly}
                data-chapter={c.title}
                onDragStart={() => setDragging({ chapter: c._id, from: s._id })}
                onDragOver={(e) => {
                  if (dragging) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  if (dragging && dragging.chapter !== c._id) move(dragging.from, dragging.chapter, s._id, i);
                  setDragging(null);
                }}
                className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 ${readOnly || editing === c._id ? '' : 'cursor-grab'}`}
              >
                {editing === c._id ? (
                  <div
                    className="w-full"
                    aria-label={t('adminLearning.outline.editingChapter', { title: c.title })}
                    role="group"
                  >
                    <ChapterFormBody
                      courseId={courseId}
                      sectionId={s._id}
                      chapter={c}
                      onSaved={reload}
                      onClose={() => setEditing(null)}
                    />
                  </div>
                ) : (
                  <>
                    <span className="text-sm text-slate-800">
                      <span className="font-medium">{c.title}</span>
                      <span className="block text-xs text-slate-600">
                        {c.file_name || c.url
                          ? t('adminLearning.outline.chapterMeta', {
                              type: t(CHAPTER_TYPES[c.content_type]),
                              source: c.file_name ?? c.url ?? '',
                              minutes: c.duration,
                              kind: t(
                                c.is_mandatory ? 'adminLearning.outline.mandatory' : 'adminLearning.outline.optional',
                              ),
                            })
                          : t('adminLearning.outline.chapterMetaPlain', {
                              type: t(CHAPTER_TYPES[c.content_type]),
                              minutes: c.duration,
                              kind: t(
                                c.is_mandatory ? 'adminLearning.outline.mandatory' : 'adminLearning.outline.optional',
                              ),
                            })}
                      </span>
                    </span>
                    {!readOnly && (
                      <span className="flex flex-wrap gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={i === 0}
                          onClick={() => move(s._id, c._id, s._id, i - 1)}
                          aria-label={t('adminLearning.moveUpNamed', { name: c.title })}
                        >
                          {t('adminLearning.moveUp')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={i === s.chapters.length - 1}
                          onClick={() => move(s._id, c._id, s._id, i + 1)}
                          aria-label={t('adminLearning.moveDownNamed', { name: c.title })}
                        >
                          {t('adminLearning.moveDown')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setEditing(c._id)}
                          aria-label={t('adminLearning.editNamed', { name: c.title })}
                        >
                          {t('adminLearning.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('adminLearning.removeNamed', { name: c.title })}
                          onClick={async () => {
                            try {
                              await apiDelete(`/chapter/${courseId}/${s._id}/${c._id}`);
                              reload();
                            } catch (e) {
                              showErrorToast(toApiError(e));
                            }
                          }}
                        >
                          {t('adminLearning.remove')}
                        </Button>
                      </span>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
          {!readOnly && <ChapterForm courseId={courseId} sectionId={s._id} sectionTitle={s.title} onSaved={reload} />}
        </div>
      ))}
      {!readOnly && (
        <form className="card flex flex-wrap items-end gap-3 p-4" onSubmit={addSection} noValidate>
          <TextField
            label={t('adminLearning.outline.newSection')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errOf(error, 'title')}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            {t('adminLearning.outline.addSection')}
          </Button>
        </form>
      )}
    </section>
  );
}
