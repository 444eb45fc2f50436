import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import topicInput from '../../../../../schemas/api/journey/topic-input.schema.json';
import quizInput from '../../../../../schemas/api/journey/quiz-input.schema.json';
import fraQuestionInput from '../../../../../schemas/api/journey/fra-question-input.schema.json';
import resourceItemInput from '../../../../../schemas/api/journey/resource-item-input.schema.json';
import type { FormRecord } from '../../../forms/schema-validator';
import type { useT } from '../../../../i18n/browser';
import { ITEM_TYPE, KIND, type Content } from './journey-admin-types';

/** The journey admin forms: each tab's form schema (from the request schema the server validates) and uiSchema. */

/** A request schema as a form schema (its $id and $schema removed). */
function formSchema(schema: Record<string, unknown>, patch: Record<string, unknown> = {}): Record<string, unknown> {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  void _id;
  void _schema;
  const properties = { ...(rest.properties as Record<string, unknown>), ...patch };
  return { ...rest, properties };
}

/** What the form edits: the record without its id and read-only fields. */
export function editable(record: FormRecord, schema: Record<string, unknown>): FormRecord {
  const keys = Object.keys(schema.properties as Record<string, unknown>);
  return Object.fromEntries(Object.entries(record).filter(([k, v]) => keys.includes(k) && v !== null));
}

/** The Hindi values of a record: a closed group the admin opens when writing them (docs/i18n.md). */
const HINDI: UiSchema = { 'ui:options': { collapsible: true } };

/** Each tab's schema and uiSchema, with the content's cards, videos and main resources as choices. */
export function useJourneySchemas(data: Content | undefined, t: ReturnType<typeof useT>) {
  return useMemo(() => {
    const cards = data?.cards ?? [];
    const videos = data?.videos ?? [];
    const mains = (data?.resources ?? []).filter((r) => r.parent_id === null);
    const STATUS: UiSchema = { 'ui:enumNames': [t('adminJourney.status.active'), t('adminJourney.status.inactive')] };
    return {
      topics: {
        schema: formSchema(topicInput, {
          card_id: { type: 'integer', title: t('adminJourney.field.card'), enum: cards.map((c) => c._id) },
          video_id: {
            type: ['integer', 'null'],
            title: t('adminJourney.field.video'),
            enum: [null, ...videos.map((v) => v._id)],
          },
        }),
        ui: {
          'ui:order': [
            'card_id',
            'title',
            'summary',
            'key_points',
            'video_title',
            'video_id',
            'video_url',
            'video_minutes',
            '*',
          ],
          card_id: { 'ui:enumNames': cards.map((c) => c.title) },
          video_id: {
            'ui:enumNames': [t('adminJourney.field.noVideo'), ...videos.map((v) => v.title)],
            'ui:help': t('adminJourney.field.videoHelp'),
          },
          summary: { 'ui:widget': 'textarea' },
          task_prompt: { 'ui:widget': 'textarea' },
          status: STATUS,
          hi: HINDI,
        } as UiSchema,
      },
      quiz: {
        schema: formSchema(quizInput),
        ui: {
          title: { 'ui:title': t('adminJourney.field.quizTitle') },
          description: { 'ui:widget': 'textarea', 'ui:title': t('adminJourney.field.description') },
          status: { ...STATUS, 'ui:title': t('adminJourney.field.status') },
          questions: {
            'ui:title': t('adminJourney.field.questions'),
            items: {
              question: { 'ui:title': t('adminJourney.field.question') },
              options: { 'ui:title': t('adminJourney.field.options') },
              answer_index: { 'ui:title': t('adminJourney.field.answerIndex') },
              explanation: { 'ui:title': t('adminJourney.field.explanation'), 'ui:widget': 'textarea' },
              hi: HINDI,
            },
          },
          hi: HINDI,
        } as UiSchema,
      },
      risk: {
        schema: formSchema(fraQuestionInput),
        ui: {
          'ui:order': ['dimension', 'question', 'help', 'options', '*'],
          dimension: {
            'ui:title': t('adminJourney.field.part'),
            'ui:enumNames': [t('adminJourney.field.capacity'), t('adminJourney.field.tolerance')],
          },
          question: { 'ui:title': t('adminJourney.field.question') },
          help: { 'ui:widget': 'textarea', 'ui:title': t('adminJourney.field.help') },
          options: {
            'ui:title': t('adminJourney.field.options'),
            items: {
              label: { 'ui:title': t('adminJourney.field.label') },
              points: { 'ui:title': t('adminJourney.field.points') },
            },
          },
          position: { 'ui:title': t('adminJourney.field.order') },
          status: { ...STATUS, 'ui:title': t('adminJourney.field.status') },
          hi: HINDI,
        } as UiSchema,
      },
      resources: {
        schema: formSchema(resourceItemInput, {
          parent_id: {
            type: ['integer', 'null'],
            title: t('adminJourney.field.parent'),
            enum: [null, ...mains.map((m) => m._id)],
          },
        }),
        ui: {
          kind: { 'ui:enumNames': KIND.map((k) => t(k)) },
          item_type: { 'ui:enumNames': ITEM_TYPE.map((k) => t(k)) },
          parent_id: { 'ui:enumNames': [t('adminJourney.field.noParent'), ...mains.map((m) => m.title)] },
          status: STATUS,
          hi: HINDI,
        } as UiSchema,
      },
    };
  }, [data, t]);
}
