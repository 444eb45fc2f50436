import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { apiDelete, apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError, type ApiFieldError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { TextField } from '../../../components/FormField';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { mergeUiSchema } from '../../../forms/EntityFormPage';
import { pickSchemaFields, SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { AdminChapter, AdminCourseDetail, AdminSection } from './learning-admin-api';
import { courseFormUi, learningWidgets } from './LearningFormWidgets';
import { chapterFormRecord, courseFormRecord } from '../../../../shared/learning-form-records';

type Mode = 'add' | 'edit' | 'view';
type UiNode = Record<string, unknown>;

/** A new course starts published, for beginners. */
const NEW_COURSE: FormRecord = { difficulty: 1, status: 1 };

/** The course's form record; an archived course shows as published (status 3 is set by Delete, never by the form). */
const courseRecord = (c: AdminCourseDetail['course']) =>
  courseFormRecord({ ...c, status: c.status === 3 ? 1 : c.status }) as FormRecord;

const TITLES: Record<Mode, MessageKey> = {
  add: 'adminLearning.course.addTitle',
  edit: 'adminLearning.course.editTitle',
  view: 'adminLearning.course.viewTitle',
};

const errOf = (error: ApiError | null, field: string) => {
  const e = error?.fieldMap()[field];
  return e ? `${e.message} (${e.code})` : null;
};

/**
 * /admin/manage-courses/add, /edit/:id and /view/:id. The course's own fields are the `course` form
 * definition (core schema + overlay, rendered by SchemaForm, checked by ajv here and on the server);
 * below it, in edit and view mode, its sections and chapters: each change is its own call, saved at
 * once, with uploads (progress in whole percent) and drag-and-drop order (keyboard: Move up / Move
 * down). docs/learning.md "Admin forms".
 */
export function CourseEditorPage() {
  const t = useT();
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode: Mode = !id ? 'add' : pathname.includes('/view/') ? 'view' : 'edit';
  useDocumentTitle(t(TITLES[mode]));
  const navigate = useNavigate();
  const detail = useApiQuery<AdminCourseDetail>(id ? `/e-learning-courses/${id}` : null);
  const { form, error: formError, reload: reloadForm } = usePublishedForm('course');
  const [data, setData] = useState<FormRecord | null>(id ? null : NEW_COURSE);
  const [serverErrors, setServerErrors] = useState<ApiFieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => {
    const c = detail.data?.course;
    if (c) setData(courseRecord(c));
  }, [detail.data]);
  const course = detail.data?.course;
  const uiSchema = useMemo(() => {
    const preview =
      course?.thumbnail_file_id && course.thumbnail_url
        ? {
            thumbnail_file_id: {
              'ui:options': { preview: { id: course.thumbnail_file_id, url: course.thumbnail_url } },
            },
          }
        : {};
    const defaults = mergeUiSchema(courseFormUi as UiNode, preview);
    return form ? mergeUiSchema(defaults, form.uiSchema as UiNode) : {};
  }, [form, course]);
  const readOnly = mode === 'view';
  const submit = async (values: FormRecord) => {
    if (!form) return;
    setSaving(true);
    setFailure(null);
    setServerErrors([]);
    setStatus(t('adminLearning.course.saving'));
    const body = pickSchemaFields(values, form.schema);
    try {
      if (mode === 'add') {
        const r = await apiPost<{ _id: number }>('/e-learning-courses', body);
        showToast({ title: t('adminLearning.course.added') });
        void navigate(`/admin/manage-courses/edit/${r._id}`);
      } else {
        await apiPatch(`/e-learning-courses/${id}`, body);
        setStatus(t('adminLearning.course.saved'));
        showToast({ title: t('adminLearning.course.saved') });
        detail.reload();
      }
    } catch (e) {
      const err = toApiError(e);
      setServerErrors(err.fields);
      if (!err.fields.length) {
        setFailure(err);
        showErrorToast(err);
      }
      setStatus(t('adminLearning.course.notSaved', { code: err.code, message: err.message }));
    } finally {
      setSaving(false);
    }
  };
  const failed = (id ? detail.error : null) ?? formError;
  if (failed) return <ErrorState error={failed} onRetry={formError ? reloadForm : detail.reload} />;
  if (!form || !data) return <LoadingState label={t('adminLearning.course.loading')} />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t(TITLES[mode])}</h1>
        <div className="flex gap-2">
          {mode === 'view' && course?.status !== 3 && (
            <Link to={`/admin/manage-courses/edit/${id}`} className={buttonClass('secondary')}>
              {t('adminLearning.edit')}
            </Link>
          )}
          <Link to="/admin/manage-courses" className={buttonClass('ghost')}>
            {t('adminLearning.course.back')}
          </Link>
        </div>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="card p-4 sm:p-6">
        {mode === 'view' && course?.status === 3 && (
          <p className="mb-4 text-sm text-slate-600">{t('adminLearning.course.archivedNote')}</p>
        )}
        {failure && (
          <div className="mb-4">
            <InlineAlert onClose={() => setFailure(null)}>
              <ErrorMessage error={failure} />
            </InlineAlert>
          </div>
        )}
        <SchemaForm
          schema={form.schema}
          uiSchema={uiSchema}
          widgets={learningWidgets}
          formData={pickSchemaFields(data, form.schema)}
          onChange={setData}
          onSubmit={(v) => void submit(v)}
          serverErrors={serverErrors}
          disabled={readOnly}
          idPrefix="course"
        >
          {!readOnly && (
            <div className="mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
              <Button type="submit" loading={saving}>
                {t(mode === 'add' ? 'adminLearning.course.addButton' : 'adminLearning.course.saveButton')}
              </Button>
            </div>
          )}
        </SchemaForm>
      </div>
      {id && detail.data && (
        <Outline courseId={Number(id)} sections={detail.data.sections} readOnly={readOnly} reload={detail.reload} />
      )}
    </div>
  );
}

const CHAPTER_TYPES: Record<AdminChapter['content_type'], MessageKey> = {
  Document: 'adminLearning.outline.type.Document',
  Video: 'adminLearning.outline.type.Video',
  Assignment: 'adminLearning.outline.type.Assignment',
  Url: 'adminLearning.outline.type.Url',
};

function Outline({
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

/** A stored chapter as the course-chapter form's record, with its position. */
const chapterRecordOf = (c: AdminChapter): FormRecord =>
  ({ ...chapterFormRecord(c), sequence: c.sequence }) as FormRecord;

/** A new chapter: a mandatory 10-minute document. */
const NEW_CHAPTER: FormRecord = { content_type: 'Document', duration: 10, is_mandatory: true };
const CHAPTER_FILE: Partial<Record<string, { kind: 'pdf' | 'video'; title: MessageKey }>> = {
  Document: { kind: 'pdf', title: 'adminLearning.outline.pdfFile' },
  Video: { kind: 'video', title: 'adminLearning.outline.videoFile' },
};

/**
 * The chapter form's fields for its content type: the upload of a PDF or a video, the link or the
 * instructions; the others are hidden (the server checks the one the type needs: E-10704). Applied
 * over the published uiSchema (a relabelled field keeps its label unless it is the file's).
 */
function chapterUi(type: unknown, t: ReturnType<typeof useT>): UiNode {
  const hidden = { 'ui:widget': 'hidden' };
  const file = CHAPTER_FILE[String(type)];
  return {
    file_id: file
      ? { 'ui:widget': 'learningFile', 'ui:title': t(file.title), 'ui:options': { kind: file.kind } }
      : hidden,
    url: type === 'Url' ? {} : hidden,
    body: type === 'Assignment' ? {} : hidden,
    sequence: hidden,
  };
}

/** "Add chapter" under a section: opens the course-chapter form definition. */
function ChapterForm({
  courseId,
  sectionId,
  sectionTitle,
  onSaved,
}: {
  courseId: number;
  sectionId: number;
  sectionTitle: string;
  onSaved: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-label={t('adminLearning.outline.addChapterTo', { section: sectionTitle })}
        onClick={() => setOpen(true)}
      >
        {t('adminLearning.outline.addChapter')}
      </Button>
    );
  return <ChapterFormBody courseId={courseId} sectionId={sectionId} onSaved={onSaved} onClose={() => setOpen(false)} />;
}

/** The course-chapter form: a new chapter under a section, or (with `chapter`) that chapter's record to edit. */
function ChapterFormBody({
  courseId,
  sectionId,
  chapter,
  onSaved,
  onClose,
}: {
  courseId: number;
  sectionId: number;
  chapter?: AdminChapter;
  onSaved: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const { form, error, reload } = usePublishedForm('course-chapter');
  const [data, setData] = useState<FormRecord>(() => (chapter ? chapterRecordOf(chapter) : NEW_CHAPTER));
  const [serverErrors, setServerErrors] = useState<ApiFieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const type = data.content_type;
  const uiSchema = useMemo(
    // The content type decides which fields show, whatever the published uiSchema says about them.
    () => (form ? mergeUiSchema(form.uiSchema as UiNode, chapterUi(type, t)) : {}),
    [form, type, t],
  );
  // Another content type starts without the previous one's file, link or instructions.
  const change = (next: FormRecord) =>
    setData((prev) => {
      if (next.content_type === prev.content_type) return next;
      const { file_id: _f, url: _u, body: _b, ...rest } = next;
      return rest;
    });
  const submit = async (values: FormRecord) => {
    if (!form) return;
    setSaving(true);
    setServerErrors([]);
    try {
      const body = pickSchemaFields(values, form.schema);
      if (chapter) await apiPatch(`/chapter/${courseId}/${sectionId}/${chapter._id}`, body);
      else await apiPost(`/chapter/${courseId}/${sectionId}`, body);
      showToast({ title: t(chapter ? 'adminLearning.outline.chapterSaved' : 'adminLearning.outline.chapterAdded') });
      onClose();
      onSaved();
    } catch (e) {
      const err = toApiError(e);
      setServerErrors(err.fields);
      if (!err.fields.length) showErrorToast(err);
      setSaving(false);
    }
  };
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!form) return <LoadingState />;
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <SchemaForm
        schema={form.schema}
        uiSchema={uiSchema}
        widgets={learningWidgets}
        formData={pickSchemaFields(data, form.schema)}
        onChange={change}
        onSubmit={(v) => void submit(v)}
        serverErrors={serverErrors}
        idPrefix={chapter ? `chapter-edit-${chapter._id}` : `chapter-${sectionId}`}
      >
        <div className="mt-4 flex gap-2">
          <Button type="submit" loading={saving}>
            {t('adminLearning.outline.saveChapter')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('adminLearning.outline.cancel')}
          </Button>
        </div>
      </SchemaForm>
    </div>
  );
}
