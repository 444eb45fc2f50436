import { useParams } from 'react-router';
import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import type { FormRecord } from '../../../forms/schema-validator';
import { useT } from '../../../../i18n/browser';
import type { AssessmentView } from '../../learning/learning-api';
import { assessmentFormUi, learningWidgets } from './LearningFormWidgets';

const LIST = '/admin/manage-assessments';

/** A new assessment: published, pass mark 60 %, three attempts, one blank question with two options (the first one right). */
const NEW_ASSESSMENT: FormRecord = {
  status: 1,
  pass_mark: 60,
  max_attempts: 3,
  questions: [
    {
      question: '',
      options: [
        { label: '', is_correct: true },
        { label: '', is_correct: false },
      ],
    },
  ],
};

/** The fields of an assessment that the assessment form edits (ids and counts are display). */
function assessmentRecord(a: AssessmentView): FormRecord {
  return {
    title: a.title,
    ...(a.description ? { description: a.description } : {}),
    ...(a.course_id ? { course_id: a.course_id } : {}),
    pass_mark: a.pass_mark,
    ...(a.max_attempts ? { max_attempts: a.max_attempts } : {}),
    status: a.status,
    questions: a.questions.map((q) => ({
      question: q.question,
      options: q.options.map((o) => ({ label: o.label, is_correct: o.is_correct === true })),
    })),
  };
}

/**
 * /admin/add-edit-assessments(/:id) from the `assessment` form definition (core schema + overlay,
 * docs/learning.md "Admin forms"): title, course, pass mark, attempts and the questions (RJSF's
 * list: add, remove, move), each question's options with its one right answer (AnswerOptionsWidget).
 */
export function AssessmentFormPage() {
  const t = useT();
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="assessment"
      title={t(editId ? 'adminLearning.assessment.editTitle' : 'adminLearning.assessment.addTitle')}
      description={t('adminLearning.assessment.description')}
      backTo={LIST}
      backLabel={t('adminLearning.assessment.back')}
      initial={NEW_ASSESSMENT}
      load={
        editId
          ? async (signal) => assessmentRecord(await apiGet<AssessmentView>(`/assessment/${editId}`, { signal }))
          : undefined
      }
      submit={(data) => (editId ? apiPatch(`/assessment/${editId}`, data) : apiPost('/assessment', data))}
      successMessage={t('adminLearning.assessment.saved')}
      uiDefaults={assessmentFormUi}
      widgets={learningWidgets}
    />
  );
}
