import { useParams } from 'react-router';
import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import type { FormRecord } from '../../../forms/schema-validator';
import { useT } from '../../../../i18n/browser';
import type { AssessmentView } from '../../learning/learning-api';
import { assessmentFormRecord } from '../../../../shared/learning-form-records';
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
          ? async (signal) =>
              assessmentFormRecord(await apiGet<AssessmentView>(`/assessment/${editId}`, { signal })) as FormRecord
          : undefined
      }
      submit={(data) => (editId ? apiPatch(`/assessment/${editId}`, data) : apiPost('/assessment', data))}
      successMessage={t('adminLearning.assessment.saved')}
      uiDefaults={assessmentFormUi}
      widgets={learningWidgets}
    />
  );
}
