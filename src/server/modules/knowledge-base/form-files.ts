import kbCategorySchema from '../../../../schemas/entities/kb-category.schema.json';
import kbSubCategorySchema from '../../../../schemas/entities/kb-sub-category.schema.json';
import kbGroupSchema from '../../../../schemas/entities/kb-group.schema.json';
import kbFaqSchema from '../../../../schemas/entities/kb-faq.schema.json';
import kbArticleSchema from '../../../../schemas/entities/kb-article.schema.json';
import kbCategoryForm from '../../../../schemas/forms/kb-category.form.json';
import kbSubCategoryForm from '../../../../schemas/forms/kb-sub-category.form.json';
import kbGroupForm from '../../../../schemas/forms/kb-group.form.json';
import kbFaqForm from '../../../../schemas/forms/kb-faq.form.json';
import kbArticleForm from '../../../../schemas/forms/kb-article.form.json';

type JsonObject = Record<string, unknown>;
/** The shape of schemas/forms/*.form.json (as forms/form-files.ts reads it). */
type KbFormFile = {
  formKey: string;
  title: string;
  entitySchema: string;
  overlay: JsonObject;
  uiSchema: JsonObject;
  examples: JsonObject[];
};

/** The knowledge base's core entity schemas, added to the forms module's list (docs/knowledge-base.md). */
export const kbCoreSchemas: Record<string, JsonObject> = {
  'kb-category.schema.json': kbCategorySchema,
  'kb-sub-category.schema.json': kbSubCategorySchema,
  'kb-group.schema.json': kbGroupSchema,
  'kb-faq.schema.json': kbFaqSchema,
  'kb-article.schema.json': kbArticleSchema,
};

/** The knowledge base's admin form definitions (schemas/forms/kb-*.form.json). */
export const kbFormFiles: Record<string, KbFormFile> = {
  'kb-category': kbCategoryForm as KbFormFile,
  'kb-sub-category': kbSubCategoryForm as KbFormFile,
  'kb-group': kbGroupForm as KbFormFile,
  'kb-faq': kbFaqForm as KbFormFile,
  'kb-article': kbArticleForm as KbFormFile,
};

export type KbFormKey = 'kb-category' | 'kb-sub-category' | 'kb-group' | 'kb-faq' | 'kb-article';
