import type { FastifyInstance } from 'fastify';
import courseParams from '../../../../schemas/api/learning/course-params.schema.json';
import type { CourseParams } from '../../../shared/generated/api/learning/course-params.js';
import { MODULE } from '../../../shared/package-info.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { answer, arrayOf, fileAnswer, MEDIA, int, objectOf, str } from '../../plugins/api-schemas.js';
import { localeOf } from '../../request-locale.js';
import { sendFile } from '../../send-file.js';
import { certificatePdf } from './certificate-pdf.js';
import { CERTIFICATE_CODE_PATTERN, certificateFor, myCertificates, verifyCertificate } from './certificates.js';

const tags = ['learning'];
const certificateRow = objectOf({
  course_id: int,
  code: str,
  holder_name: str,
  course_title: str,
  duration_minutes: int,
  completed_at: str,
  issued_at: str,
});

/**
 * Course certificates (issue 32, docs/learning.md "Certificates"): the person's PDF for a completed course, their list
 * (My profile), and the public check of a code (the /verify-certificate/{code} page).
 */
export async function certificateRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const verifyUrl = (code: string) => `${ctx.config.publicUrl.replace(/\/+$/, '')}/verify-certificate/${code}`;

  app.get<{ Params: CourseParams }>(
    '/courses/:course_id/certificate',
    {
      config: { access: { module: MODULE.ELEARNING } },
      schema: {
        tags,
        summary: 'My certificate of a completed course as a PDF (E-10821 until it is completed)',
        params: courseParams,
        response: { 200: fileAnswer('The certificate', [MEDIA.pdf]) },
      },
    },
    async (req, reply) => {
      const cert = await certificateFor(db, req.auth!.user.id, req.params.course_id);
      const pdf = await certificatePdf(cert, verifyUrl(cert.code), localeOf(req));
      return sendFile(reply, pdf, 'application/pdf', `finwell-certificate-${cert.code}.pdf`, {
        inline: false,
        maxAge: 0,
      });
    },
  );

  app.get(
    '/my-certificates',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My course certificates, newest first',
        response: answer(objectOf({ certificates: arrayOf(certificateRow) })),
      },
    },
    async (req) => {
      const rows = await myCertificates(db, req.auth!.user.id);
      return ok({
        certificates: rows.map((r) => ({
          ...r,
          completed_at: r.completed_at.toISOString(),
          issued_at: r.issued_at.toISOString(),
        })),
      });
    },
  );

  app.get<{ Params: { code: string } }>(
    '/public/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Check a certificate by its code: the name, the course and the date only (E-10822 when unknown)',
        params: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', pattern: CERTIFICATE_CODE_PATTERN } },
        },
        response: answer(objectOf({ code: str, holder_name: str, course_title: str, completed_on: str })),
      },
    },
    async (req) => ok(await verifyCertificate(db, req.params.code)),
  );
}
