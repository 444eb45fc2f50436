import { useMemo, useState } from 'react';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiFieldError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import { mergeUiSchema } from '../../../forms/EntityFormPage';
import { pickSchemaFields, SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { usePublishedForm } from '../../../forms/use-published-form';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { AdminChapter } from './learning-admin-api';
import { learningWidgets } from './LearningFormWidgets';
import { chapterFormRecord } from '../../../../shared/learning-form-records';

/** The course-chapter form of the course outline: "Add chapter" under a section, or a chapter edited in place. */

type UiNode = Record<string, unknown>;

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
    review_required: type === 'Assignment' ? {} : hidden,
    sequence: hidden,
  };
}
/** "Add chapter" under a section: opens the course-chapter form definition. */
export function ChapterForm({
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
export function ChapterFormBody({
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
