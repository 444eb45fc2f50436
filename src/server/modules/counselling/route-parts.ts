import type { FastifyRequest } from 'fastify';
import type { CounsellingBook } from '../../../shared/generated/index.js';
import { isAdminRole } from '../../../shared/roles.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';

/** What the counselling route files share: the module's access, response envelopes, form bodies, package categories. */

/** Access to the employee's counselling calls: the package's Counselling module. */
export const COUNSELLING = { module: 3 } as const;

/** A route's success answer: the envelope around schemas/api/<id>.schema.json (docs/api.md, "Response schemas"). */
export const answer = (id: string, status: 200 | 201 = 200) => ({
  [status]: envelopeOf(schemaRef(`${id}.schema.json`)),
});

/**
 * The body of a form-defined record: any JSON object here; validateFormRecord checks it against the
 * published form (allOf[core entity schema, overlay]), so an overlay's fields reach it and unknown
 * fields are refused (E-10502) rather than stripped.
 */
export function formBody(formKey: string, entitySchema: string) {
  return {
    type: 'object',
    description: `Validated against the published "${formKey}" form (GET /forms/${formKey}): allOf[schemas/entities/${entitySchema}, the published overlay]. Fields the form does not declare are refused (E-10502); the overlay's own fields are stored with the record and returned with it.`,
  } as const;
}

/** The caller's package's counsellor categories (null: any, for admins). */
export const categoriesOf = (req: FastifyRequest) =>
  isAdminRole(req.auth!.user.role) ? null : req.auth!.packageInfo.counsellor_category_ids;

/** The slot a booking body names, as `bookSlot` takes it (the employee's and the visitor's booking calls). */
export const slotOf = (b: CounsellingBook) => ({
  counsellorId: b.counsellor_id,
  serviceId: b.service_id,
  date: b.booking_date,
  slot: b.slot_time,
  phone: b.phone_number,
  discountCode: b.discount_code,
  note: b.note,
});
