import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { apiDelete, apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/FormField';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import type { ChapterInput, CourseInput } from '../../learning/learning-api';
import type { AdminChapter, AdminCourseDetail, AdminSection } from './learning-admin-api';
import { UploadField } from './UploadField';

type Mode = 'add' | 'edit' | 'view';
type CourseForm = {
  title: string;
  description: string;
  difficulty: string;
  duration: string;
  start_date: string;
  end_date: string;
  status: string;
};
const EMPTY: CourseForm = {
  title: '',
  description: '',
  difficulty: '1',
  duration: '',
  start_date: '',
  end_date: '',
  status: '1',
};

function toInput(f: CourseForm, thumbnailId: number | null): CourseInput {
  const input: Record<string, unknown> = {
    title: f.title,
    difficulty: Number(f.difficulty) || undefined,
    duration: f.duration ? Number(f.duration) : undefined,
    status: Number(f.status),
  };
  if (f.description.trim()) input.description = f.description;
  if (f.start_date) input.start_date = f.start_date;
  if (f.end_date) input.end_date = f.end_date;
  // Omitted, the course has no image (a PATCH replaces the whole course).
  if (thumbnailId !== null) input.thumbnail_file_id = thumbnailId;
  return JSON.parse(JSON.stringify(input)) as CourseInput;
}

const errOf = (error: ApiError | null, field: string) => {
  const e = error?.fieldMap()[field];
  return e ? `${e.message} (${e.code})` : null;
};

/**
 * /admin/manage-courses/add, /edit/:id and /view/:id: the course form in three modes; in edit mode
 * its sections and chapters, with uploads (progress in whole percent) and drag-and-drop order
 * (keyboard: the Move up / Move down buttons). docs/learning.md "Admin".
 */
export function CourseEditorPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode: Mode = !id ? 'add' : pathname.includes('/view/') ? 'view' : 'edit';
  useDocumentTitle(mode === 'add' ? 'Add course' : mode === 'edit' ? 'Edit course' : 'View course');
  const navigate = useNavigate();
  const detail = useApiQuery<AdminCourseDetail>(id ? `/e-learning-courses/${id}` : null);
  const [form, setForm] = useState<CourseForm>(EMPTY);
  const [thumb, setThumb] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const c = detail.data?.course;
    if (c)
      setForm({
        title: c.title,
        description: c.description,
        difficulty: String(c.difficulty),
        duration: String(c.duration),
        start_date: c.start_date ?? '',
        end_date: c.end_date ?? '',
        status: String(c.status === 3 ? 1 : c.status),
      });
    if (c) setThumb(c.thumbnail_file_id ? { id: c.thumbnail_file_id, name: 'current image' } : null);
  }, [detail.data]);
  const readOnly = mode === 'view';
  const set = (k: keyof CourseForm, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setSaving(true);
    setError(null);
    try {
      if (mode === 'add') {
        const r = await apiPost<{ _id: number }>('/e-learning-courses', toInput(form, thumb?.id ?? null));
        showToast({ title: 'Course added. Now add its sections and chapters.' });
        void navigate(`/admin/manage-courses/edit/${r._id}`);
      } else {
        await apiPatch(`/e-learning-courses/${id}`, toInput(form, thumb?.id ?? null));
        showToast({ title: 'Course saved' });
        detail.reload();
      }
    } catch (e) {
      const err = toApiError(e);
      setError(err);
      if (!err.fields.length) showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };
  if (id && detail.error) return <ErrorState error={detail.error} onRetry={detail.reload} />;
  if (id && !detail.data) return <LoadingState label="Loading the course…" />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {mode === 'add' ? 'Add course' : mode === 'edit' ? 'Edit course' : 'View course'}
        </h1>
        <div className="flex gap-2">
          {mode === 'view' && detail.data?.course.status !== 3 && (
            <Link to={`/admin/manage-courses/edit/${id}`} className={buttonClass('secondary')}>
              Edit
            </Link>
          )}
          <Link to="/admin/manage-courses" className={buttonClass('ghost')}>
            Back to courses
          </Link>
        </div>
      </div>
      <form className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-6" onSubmit={submit} noValidate>
        <TextField
          label="Title"
          required
          value={form.title}
          readOnly={readOnly}
          onChange={(e) => set('title', e.target.value)}
          error={errOf(error, 'title')}
          containerClassName="sm:col-span-2"
        />
        <TextField
          label="Description"
          value={form.description}
          readOnly={readOnly}
          onChange={(e) => set('description', e.target.value)}
          error={errOf(error, 'description')}
          containerClassName="sm:col-span-2"
        />
        <SelectField
          label="Difficulty"
          value={form.difficulty}
          disabled={readOnly}
          onChange={(e) => set('difficulty', e.target.value)}
          options={[
            { value: '1', label: 'Beginner' },
            { value: '2', label: 'Intermediate' },
            { value: '3', label: 'Advanced' },
          ]}
          error={errOf(error, 'difficulty')}
        />
        <TextField
          label="Duration (minutes)"
          inputMode="numeric"
          required
          value={form.duration}
          readOnly={readOnly}
          onChange={(e) => set('duration', e.target.value.replace(/[^\d]/g, ''))}
          error={errOf(error, 'duration')}
        />
        <TextField
          label="Start date"
          type="date"
          value={form.start_date}
          readOnly={readOnly}
          onChange={(e) => set('start_date', e.target.value)}
          error={errOf(error, 'start_date')}
        />
        <TextField
          label="End date"
          type="date"
          value={form.end_date}
          readOnly={readOnly}
          onChange={(e) => set('end_date', e.target.value)}
          error={errOf(error, 'end_date')}
        />
        <SelectField
          label="Status"
          value={form.status}
          disabled={readOnly}
          onChange={(e) => set('status', e.target.value)}
          options={[
            { value: '1', label: 'Published' },
            { value: '2', label: 'Draft' },
          ]}
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          {detail.data?.course.thumbnail_url && thumb?.id === detail.data.course.thumbnail_file_id && (
            <img
              src={detail.data.course.thumbnail_url}
              alt=""
              className="h-20 w-36 shrink-0 rounded-md object-cover"
              data-testid="course-thumbnail"
            />
          )}
          {readOnly ? (
            !detail.data?.course.thumbnail_url && <p className="text-sm text-slate-600">No course image.</p>
          ) : (
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <UploadField
                label="Course image (JPG or PNG, optional)"
                kind="image"
                current={thumb?.name ?? null}
                onUploaded={(fid, name) => setThumb({ id: fid, name })}
                error={errOf(error, 'thumbnail_file_id')}
              />
              {thumb && (
                <Button variant="ghost" size="sm" onClick={() => setThumb(null)}>
                  Remove image
                </Button>
              )}
            </div>
          )}
        </div>
        {!readOnly && (
          <div className="flex items-end">
            <Button type="submit" disabled={saving}>
              {mode === 'add' ? 'Add course' : 'Save course'}
            </Button>
          </div>
        )}
      </form>
      {id && detail.data && (
        <Outline courseId={Number(id)} sections={detail.data.sections} readOnly={readOnly} reload={detail.reload} />
      )}
    </div>
  );
}

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
  const [order, setOrder] = useState(sections);
  const [dragging, setDragging] = useState<{ chapter: number; from: number } | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => setOrder(sections), [sections]);
  const saveOrder = async (next: AdminSection[]) => {
    setOrder(next);
    try {
      await apiPatch(`/e-learning-courses/${courseId}/order`, {
        sections: next.map((s) => ({ section_id: s._id, chapter_ids: s.chapters.map((c) => c._id) })),
      });
      showToast({ title: 'Order saved' });
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
        Sections and chapters
      </h2>
      {order.length === 0 && <p className="text-sm text-slate-600">No sections yet.</p>}
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
          <ol className="flex flex-col gap-2" aria-label={`Chapters of ${s.title}`}>
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
                className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 ${readOnly ? '' : 'cursor-grab'}`}
              >
                <span className="text-sm text-slate-800">
                  <span className="font-medium">{c.title}</span>
                  <span className="block text-xs text-slate-600">
                    {c.content_type}
                    {c.file_name ? ` · ${c.file_name}` : c.url ? ` · ${c.url}` : ''} · {c.duration} min
                    {c.is_mandatory ? ' · mandatory' : ' · optional'}
                  </span>
                </span>
                {!readOnly && (
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={i === 0}
                      onClick={() => move(s._id, c._id, s._id, i - 1)}
                    >
                      Move up<span className="sr-only"> {c.title}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={i === s.chapters.length - 1}
                      onClick={() => move(s._id, c._id, s._id, i + 1)}
                    >
                      Move down<span className="sr-only"> {c.title}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={async () => {
                        try {
                          await apiDelete(`/chapter/${courseId}/${s._id}/${c._id}`);
                          reload();
                        } catch (e) {
                          showErrorToast(toApiError(e));
                        }
                      }}
                    >
                      Remove<span className="sr-only"> {c.title}</span>
                    </Button>
                  </span>
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
            label="New section title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errOf(error, 'title')}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            Add section
          </Button>
        </form>
      )}
    </section>
  );
}

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
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<AdminChapter['content_type']>('Document');
  const [file, setFile] = useState<{ id: number; name: string } | null>(null);
  const [url, setUrl] = useState('');
  const [body, setBody] = useState('');
  const [duration, setDuration] = useState('10');
  const [mandatory, setMandatory] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  if (!open)
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        Add chapter<span className="sr-only"> to {sectionTitle}</span>
      </Button>
    );
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    const input: ChapterInput = {
      title,
      content_type: type,
      duration: Number(duration) || undefined,
      is_mandatory: mandatory,
      ...(file && (type === 'Document' || type === 'Video') ? { file_id: file.id } : {}),
      ...(type === 'Url' && url ? { url } : {}),
      ...(type === 'Assignment' ? { body } : {}),
    };
    try {
      await apiPost(`/chapter/${courseId}/${sectionId}`, JSON.parse(JSON.stringify(input)) as ChapterInput);
      showToast({ title: 'Chapter added' });
      setOpen(false);
      setTitle('');
      setFile(null);
      onSaved();
    } catch (e) {
      const err = toApiError(e);
      setError(err);
      if (!err.fields.length) showErrorToast(err);
    }
  };
  return (
    <form className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2" onSubmit={submit} noValidate>
      <TextField
        label="Chapter title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errOf(error, 'title')}
      />
      <SelectField
        label="Content type"
        value={type}
        onChange={(e) => {
          setType(e.target.value as AdminChapter['content_type']);
          setFile(null);
        }}
        options={['Document', 'Video', 'Assignment', 'Url'].map((v) => ({ value: v, label: v === 'Url' ? 'URL' : v }))}
        error={errOf(error, 'content_type')}
      />
      {(type === 'Document' || type === 'Video') && (
        <div className="sm:col-span-2">
          <UploadField
            key={type}
            label={type === 'Document' ? 'PDF file' : 'Video file (MP4 or WebM)'}
            kind={type === 'Document' ? 'pdf' : 'video'}
            current={file?.name ?? null}
            onUploaded={(id, name) => setFile({ id, name })}
            error={errOf(error, 'file_id')}
          />
        </div>
      )}
      {type === 'Url' && (
        <TextField
          label="Link (https://…)"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errOf(error, 'url')}
          containerClassName="sm:col-span-2"
        />
      )}
      {type === 'Assignment' && (
        <TextField
          label="Assignment instructions"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={errOf(error, 'body')}
          containerClassName="sm:col-span-2"
        />
      )}
      <TextField
        label="Duration (minutes)"
        inputMode="numeric"
        value={duration}
        onChange={(e) => setDuration(e.target.value.replace(/[^\d]/g, ''))}
        error={errOf(error, 'duration')}
      />
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input type="checkbox" checked={mandatory} onChange={(e) => setMandatory(e.target.checked)} />
        Mandatory (must be completed before the next chapter opens)
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">Save chapter</Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
