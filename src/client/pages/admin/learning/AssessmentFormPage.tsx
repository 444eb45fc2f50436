import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { SelectField, TextField } from '../../../components/FormField';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import type { AssessmentInput, AssessmentView } from '../../learning/learning-api';
import type { AdminCourse } from './learning-admin-api';

type Q = { question: string; options: Array<{ label: string; is_correct: boolean }> };
const blankQuestion = (): Q => ({
  question: '',
  options: [
    { label: '', is_correct: true },
    { label: '', is_correct: false },
  ],
});

/** /admin/add-edit-assessments(/:id): title, course, pass mark, attempts and questions with one right answer each. */
export function AssessmentFormPage() {
  const { id } = useParams();
  useDocumentTitle(id ? 'Edit assessment' : 'Add assessment');
  const navigate = useNavigate();
  const record = useApiQuery<AssessmentView>(id ? `/assessment/${id}` : null);
  const courses = useApiQuery<{ courses: AdminCourse[] }>('/e-learning-courses');
  const [title, setTitle] = useState('');
  const [courseId, setCourseId] = useState('');
  const [passMark, setPassMark] = useState('60');
  const [attempts, setAttempts] = useState('3');
  const [questions, setQuestions] = useState<Q[]>([blankQuestion()]);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    const a = record.data;
    if (!a) return;
    setTitle(a.title);
    setCourseId(a.course_id ? String(a.course_id) : '');
    setPassMark(String(a.pass_mark));
    setAttempts(a.max_attempts ? String(a.max_attempts) : '');
    setQuestions(
      a.questions.map((q) => ({
        question: q.question,
        options: q.options.map((o) => ({ label: o.label, is_correct: o.is_correct === true })),
      })),
    );
  }, [record.data]);
  const fieldErr = (f: string) => {
    const e = error?.fieldMap()[f];
    return e ? `${e.message} (${e.code})` : null;
  };
  const editQ = (i: number, next: Q) => setQuestions((qs) => qs.map((q, j) => (j === i ? next : q)));
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    const input = {
      title,
      pass_mark: Number(passMark) || undefined,
      ...(attempts ? { max_attempts: Number(attempts) } : {}),
      ...(courseId ? { course_id: Number(courseId) } : {}),
      questions,
    } as AssessmentInput;
    try {
      if (id) await apiPatch(`/assessment/${id}`, input);
      else await apiPost('/assessment', input);
      showToast({ title: 'Assessment saved' });
      void navigate('/admin/manage-assessments');
    } catch (e) {
      setError(toApiError(e));
    }
  };
  if (id && record.error) return <ErrorState error={record.error} onRetry={record.reload} />;
  if (id && !record.data) return <LoadingState />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{id ? 'Edit assessment' : 'Add assessment'}</h1>
        <Link to="/admin/manage-assessments" className={buttonClass('ghost')}>
          Back to assessments
        </Link>
      </div>
      <form className="card flex flex-col gap-4 p-4 sm:p-6" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={fieldErr('title')} />
          <SelectField
            label="Course"
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            placeholder="No course"
            options={(courses.data?.courses ?? []).map((c) => ({ value: String(c._id), label: c.title }))}
            error={fieldErr('course_id')}
          />
          <TextField
            label="Pass mark (%)"
            inputMode="numeric"
            value={passMark}
            onChange={(e) => setPassMark(e.target.value.replace(/[^\d]/g, ''))}
            error={fieldErr('pass_mark')}
          />
          <TextField
            label="Attempts allowed (empty: no limit)"
            inputMode="numeric"
            value={attempts}
            onChange={(e) => setAttempts(e.target.value.replace(/[^\d]/g, ''))}
            error={fieldErr('max_attempts')}
          />
        </div>
        {fieldErr('questions') && <InlineAlert>{fieldErr('questions')}</InlineAlert>}
        {questions.map((q, i) => (
          <fieldset key={i} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Question {i + 1}</legend>
            <TextField
              label="Question"
              value={q.question}
              onChange={(e) => editQ(i, { ...q, question: e.target.value })}
            />
            {q.options.map((o, j) => (
              <div key={j} className="flex flex-wrap items-end gap-2">
                <TextField
                  label={`Option ${j + 1}`}
                  value={o.label}
                  containerClassName="min-w-0 flex-1"
                  onChange={(e) =>
                    editQ(i, {
                      ...q,
                      options: q.options.map((x, k) => (k === j ? { ...x, label: e.target.value } : x)),
                    })
                  }
                />
                <label className="mb-2 flex items-center gap-1 text-sm text-slate-700">
                  <input
                    type="radio"
                    name={`right-${i}`}
                    checked={o.is_correct}
                    onChange={() =>
                      editQ(i, { ...q, options: q.options.map((x, k) => ({ ...x, is_correct: k === j })) })
                    }
                  />
                  Right answer
                </label>
              </div>
            ))}
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={q.options.length >= 8}
                onClick={() => editQ(i, { ...q, options: [...q.options, { label: '', is_correct: false }] })}
              >
                Add option
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={questions.length <= 1}
                onClick={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}
              >
                Remove question
              </Button>
            </div>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setQuestions((qs) => [...qs, blankQuestion()])}
        >
          Add question
        </Button>
        {error && !error.fields.length && (
          <InlineAlert>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
        <Button type="submit" className="self-start">
          Save assessment
        </Button>
      </form>
    </div>
  );
}
