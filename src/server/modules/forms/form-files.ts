import companySchema from '../../../../schemas/entities/company.schema.json';
import adminUserSchema from '../../../../schemas/entities/admin-user.schema.json';
import widgetItemSchema from '../../../../schemas/entities/widget-item.schema.json';
import counsellorSchema from '../../../../schemas/entities/counsellor.schema.json';
import discountCodeSchema from '../../../../schemas/entities/discount-code.schema.json';
import clientForm from '../../../../schemas/forms/client.form.json';
import adminUserForm from '../../../../schemas/forms/admin-user.form.json';
import widgetForm from '../../../../schemas/forms/widget.form.json';
import counsellorForm from '../../../../schemas/forms/counsellor.form.json';
import discountCodeForm from '../../../../schemas/forms/discount-code.form.json';
import packageSchema from '../../../../schemas/entities/package-admin.schema.json';
import packageForm from '../../../../schemas/forms/package.form.json';
import { kbCoreSchemas, kbFormFiles } from '../knowledge-base/form-files.js';
import { engagementCoreSchemas, engagementFormFiles } from '../engagement/form-files.js';
import { learningCoreSchemas, learningFormFiles } from '../learning/form-files.js';

export type JsonObject = Record<string, unknown>;
export type FormFile = {
  formKey: string;
  title: string;
  entitySchema: string;
  overlay: JsonObject;
  uiSchema: JsonObject;
  examples: JsonObject[];
};

/** Core entity schemas by $id: what the server always enforces, whatever the overlay says. */
export const coreSchemas: Record<string, JsonObject> = {
  'company.schema.json': companySchema,
  'admin-user.schema.json': adminUserSchema,
  'widget-item.schema.json': widgetItemSchema,
  'counsellor.schema.json': counsellorSchema,
  'discount-code.schema.json': discountCodeSchema,
  'package-admin.schema.json': packageSchema,
  ...kbCoreSchemas,
  ...engagementCoreSchemas,
  ...learningCoreSchemas,
};

/** The form definitions shipped in schemas/forms; seeded as version 1 of each form. */
export const formFiles: Record<string, FormFile> = {
  client: clientForm as FormFile,
  'admin-user': adminUserForm as FormFile,
  widget: widgetForm as FormFile,
  counsellor: counsellorForm as FormFile,
  'discount-code': discountCodeForm as FormFile,
  package: packageForm as FormFile,
  ...kbFormFiles,
  ...engagementFormFiles,
  ...learningFormFiles,
};
