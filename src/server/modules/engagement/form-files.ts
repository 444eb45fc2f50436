import notificationSchema from '../../../../schemas/entities/notification.schema.json';
import reminderSchema from '../../../../schemas/entities/reminder.schema.json';
import notificationForm from '../../../../schemas/forms/notification.form.json';
import reminderForm from '../../../../schemas/forms/reminder.form.json';
import spotlightSchema from '../../../../schemas/entities/spotlight.schema.json';
import ctaSchema from '../../../../schemas/entities/cta.schema.json';
import spotlightForm from '../../../../schemas/forms/spotlight.form.json';
import ctaForm from '../../../../schemas/forms/cta.form.json';

type JsonObject = Record<string, unknown>;
type FormFile = {
  formKey: string;
  title: string;
  entitySchema: string;
  overlay: JsonObject;
  uiSchema: JsonObject;
  examples: JsonObject[];
};

/** The notification and reminder core schemas, added to the forms module's list (docs/engagement.md). */
export const engagementCoreSchemas: Record<string, JsonObject> = {
  'notification.schema.json': notificationSchema,
  'reminder.schema.json': reminderSchema,
  'spotlight.schema.json': spotlightSchema,
  'cta.schema.json': ctaSchema,
};

/** Their admin form definitions (schemas/forms/notification.form.json, reminder.form.json). */
export const engagementFormFiles: Record<string, FormFile> = {
  notification: notificationForm as FormFile,
  reminder: reminderForm as FormFile,
  spotlight: spotlightForm as FormFile,
  cta: ctaForm as FormFile,
};
