import type { FastifyRequest } from 'fastify';
import savedAnswerSchema from '../../../../schemas/api/knowledge-base/kb-saved-answer.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type { Upload } from './admin-upload-service.js';
import { KB_MAX_BYTES } from './files.js';
import { envelopeOf } from './route-schemas.js';

/** What the admin's knowledge-base routes share (admin-routes.ts, admin-upload-routes.ts): schemas and the multipart reader. */

export const tags = ['knowledge-base admin'];
export const ADMIN = { access: 'admin' } as const;

/** A form-defined record: validated against the published kb-* form in the service (E-10502 for unknown fields). */
export const formBody = (formKey: string) =>
  ({
    type: 'object',
    description: `Validated against the published "${formKey}" form (GET /forms/${formKey}).`,
  }) as const;

export const multipartNote = (formKey: string) =>
  `multipart/form-data: field "data" holds the ${formKey} record as JSON (validated against the published form), optional field "file".`;

export const saved = envelopeOf(savedAnswerSchema);
export const created = envelopeOf(savedAnswerSchema, 201);
export const deleted = envelopeOf(null);

/** The record (field `data`, JSON) and at most one file of a multipart request; JSON bodies are accepted too. */
export async function readMultipart(req: FastifyRequest): Promise<{ body: unknown; upload: Upload | null }> {
  if (!req.isMultipart()) return { body: req.body, upload: null };
  let body: unknown = undefined;
  let upload: Upload | null = null;
  const limit = Math.max(...Object.values(KB_MAX_BYTES));
  for await (const part of req.parts({ limits: { fileSize: limit + 1, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new AppError('E-10502', { message: `Unexpected file "${part.fieldname}".` });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > limit) throw new AppError('E-10605');
      upload = { data, filename: part.filename || 'upload' };
    } else if (part.fieldname === 'data') {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw new AppError('E-10501');
      }
    }
  }
  if (body === undefined) throw new AppError('E-10535');
  return { body, upload };
}
