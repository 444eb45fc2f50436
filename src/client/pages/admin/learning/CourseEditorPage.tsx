import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError, type ApiFieldError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { mergeUiSchema } from '../../../forms/EntityFormPage';
import { pickSchemaFields, SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { AdminCourseDetail } from './learning-admin-api';
import { courseFormUi, learningWidgets } from './LearningFormWidgets';
import { CourseOutline } from './CourseOutline';
import { courseFormRecord } from '../../../../shared/learning-form-records';

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

/**
 * /admin/manage-courses/add, /edit/:id and /view/:id. The course's own fields are the `course` form
 * definition (core schema + overlay, rendered by SchemaForm, checked by ajv here and on the server);
 * below it, in edit and view mode, its sections and chapters: each change is its own call, saved at
 * once, with uploads (progress in whole percent) and drag-and-drop order (keyboard: Move up / Move
 * down): CourseOutline.tsx, ChapterForm.tsx. docs/learning.md "Admin forms".
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
        <div className="flex flex-wrap gap-2">
          {mode === 'view' && course?.status !== 3 && (
            <Link to={`/admin/manage-courses/edit/${id}`} className={buttonClass('secondary')}>
              {t('adminLearning.edit')}
            </Link>
          )}
          {mode !== 'add' && (
            <Link to={`/admin/manage-courses/submissions?course_id=${id}`} className={buttonClass('secondary')}>
              {t('adminLearning.courses.submissions')}
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
        <CourseOutline
          courseId={Number(id)}
          sections={detail.data.sections}
          readOnly={readOnly}
          reload={detail.reload}
        />
      )}
    </div>
  );
}
