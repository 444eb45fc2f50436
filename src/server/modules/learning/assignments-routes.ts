import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import chapterIdParams from '../../../../schemas/api/learning/chapter-id-params.schema.json';
import idParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import reviewSchema from '../../../../schemas/api/learning/assignment-review.schema.json';
import listQuerySchema from '../../../../schemas/api/learning/assignment-list-query.schema.json';
import type { ChapterIdParams } from '../../../shared/generated/api/learning/chapter-id-params.js';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import type { AssignmentReview } from '../../../shared/generated/api/learning/assignment-review.js';
import type { AssignmentListQuery } from '../../../shared/generated/api/learning/assignment-list-query.js';
import { AppError } from '../../../shared/app-error.js';
import { MODULE } from '../../../shared/package-info.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../plugins/access.js';
import { answer, fileAnswer, MEDIA, objectOf as obj } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { uploadRoutes } from '../../plugins/multipart.js';
import { sendStored } from '../../storage/send-stored.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { ASSIGNMENT_MAX_BYTES, myFile, mySubmission, submitAssignment, type AssignmentUpload } from './assignments.js';
import { listSubmissions, reviewSubmission, submissionDetail, submissionFile } from './assignments-admin.js';
import { assignmentReviewedEmail } from './assignments-mail.js';
import * as A from './assignments-schemas.js';
import { completedAnswer } from './response-schemas.js';
import type { Learner } from './courses.js';
import { mediaFacts } from './media-facts.js';

const ELEARNING = { module: MODULE.ELEARNING } as const;
const ADMIN = { access: 'admin' } as const;
const learner = (auth: AuthContext | null): Learner => ({ userId: auth!.user.id, companyId: auth!.user.company_id });

/**
 * A submission as multipart/form-data (field `answer`, optional file `file`) or JSON `{answer}` without a file. The
 * file is read whole up to the limit plus one byte, so a larger one is refused (E-10844) without being kept.
 */
async function readSubmission(req: FastifyRequest): Promise<{ answer: string; file: AssignmentUpload | null }> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as { answer?: unknown };
    if (body.answer !== undefined && typeof body.answer !== 'string') throw new AppError('E-10502');
    return { answer: body.answer ?? '', file: null };
  }
  let answer = '';
  let file: AssignmentUpload | null = null;
  for await (const part of req.parts({ limits: { fileSize: ASSIGNMENT_MAX_BYTES + 1, files: 1, fields: 3 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new AppError('E-10502', { message: `Unexpected file "${part.fieldname}".` });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > ASSIGNMENT_MAX_BYTES) throw new AppError('E-10844');
      // An empty file input sends a part with no name and no bytes: no file.
      if (data.length > 0 || part.filename) file = { data, filename: part.filename || 'upload' };
      if (file && file.data.length === 0) file = null;
    } else if (part.fieldname === 'answer') {
      answer = String(part.value);
    }
  }
  return { answer, file };
}

/** A stored assignment file as a download (never shown inline: a PDF or image of a person's own). */
function sendDownload(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  f: { key: string; mime: string; name: string },
) {
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`);
  return sendStored(req, reply, ctx.storage, f.key, f.mime);
}

/**
 * Assignment submissions (docs/learning.md "Assignments"): the learner's submit, own submission and own file
 * (module 1, own rows only), and the admins' review list, detail, file and decision (roles 1-2, as every learning
 * admin route).
 */
export async function assignmentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const factsOf = mediaFacts(db, ctx.storage);
  // A submission or an acceptance may complete a chapter: the home page's courses-in-progress widget changes.
  refreshHomePagesAfter(
    app,
    (req) => req.method === 'POST' && (req.url.endsWith('/submission') || req.url.endsWith('/review')),
  );

  app.get<{ Params: ChapterIdParams }>(
    '/courses/chapters/:chapter_id/submission',
    {
      config: { access: ELEARNING },
      schema: {
        tags: ['learning'],
        summary: 'The caller’s own submission of an assignment chapter (null before the first)',
        params: chapterIdParams,
        response: answer(A.mySubmissionAnswer),
      },
    },
    async (req) => ok(await mySubmission(db, learner(req.auth), req.params.chapter_id)),
  );

  app.get<{ Params: ChapterIdParams }>(
    '/courses/chapters/:chapter_id/submission/file',
    {
      config: { access: ELEARNING },
      schema: {
        tags: ['learning'],
        summary: 'The file of the caller’s own submission, as a download',
        params: chapterIdParams,
        response: { 200: fileAnswer('The submitted PDF, JPG or PNG', [MEDIA.pdf, MEDIA.jpeg, MEDIA.png]) },
      },
    },
    async (req, reply) => sendDownload(req, reply, ctx, await myFile(db, learner(req.auth), req.params.chapter_id)),
  );

  uploadRoutes(app, (scope) => {
    scope.post<{ Params: ChapterIdParams }>(
      '/courses/chapters/:chapter_id/submission',
      {
        config: { access: ELEARNING },
        schema: {
          tags: ['learning'],
          summary:
            'Submit an assignment: multipart "answer" and/or "file" (PDF, JPG, PNG up to 10 MB), or JSON {answer}; completes the chapter unless it is reviewed',
          description:
            'E-10842 neither answer nor file, E-10843 file type, E-10844 too large, E-10516 unsafe PDF, E-10845 already submitted (only a returned submission may be submitted again), E-10848 answer too long.',
          params: chapterIdParams,
          response: answer(
            obj({ submission: A.submission, completion: { anyOf: [completedAnswer, { type: 'null' }] } }),
          ),
        },
      },
      async (req) =>
        ok(
          await submitAssignment(
            { db, storage: ctx.storage, factsOf },
            learner(req.auth),
            req.params.chapter_id,
            await readSubmission(req),
          ),
        ),
    );
  });

  // ---- admin ----
  app.get<{ Querystring: AssignmentListQuery }>(
    '/admin/assignment-submissions',
    {
      config: ADMIN,
      schema: {
        tags: ['learning admin'],
        summary: 'Assignment submissions, newest first, of one course and/or state',
        querystring: listQuerySchema,
        response: answer(A.adminSubmissionList),
      },
    },
    async (req) => ok({ submissions: await listSubmissions(db, req.query) }),
  );

  app.get<{ Params: LearningIdParams }>(
    '/admin/assignment-submissions/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['learning admin'],
        summary: 'One assignment submission',
        params: idParams,
        response: answer(A.adminSubmission),
      },
    },
    async (req) => ok(await submissionDetail(db, req.params.id)),
  );

  app.get<{ Params: LearningIdParams }>(
    '/admin/assignment-submissions/:id/file',
    {
      config: ADMIN,
      schema: {
        tags: ['learning admin'],
        summary: 'The file of an assignment submission, as a download',
        params: idParams,
        response: { 200: fileAnswer('The submitted PDF, JPG or PNG', [MEDIA.pdf, MEDIA.jpeg, MEDIA.png]) },
      },
    },
    async (req, reply) => sendDownload(req, reply, ctx, await submissionFile(db, req.params.id)),
  );

  app.post<{ Params: LearningIdParams; Body: AssignmentReview }>(
    '/admin/assignment-submissions/:id/review',
    {
      config: ADMIN,
      schema: {
        tags: ['learning admin'],
        summary: 'Accept a submission (a reviewed chapter completes) or return it with a comment (E-10846, E-10847)',
        params: idParams,
        body: reviewSchema,
        response: answer(obj({ submission: A.adminSubmission, chapter_completed: { type: 'boolean' } })),
      },
    },
    async (req) => {
      const result = await reviewSubmission({ db, factsOf }, req.auth!.user.id, req.params.id, req.body);
      // The learner hears of the decision by e-mail (queued; a mail refusal never undoes the review).
      const mail = await assignmentReviewedEmail(db, ctx.config.publicUrl, result.submission);
      if (mail) await ctx.mailer.queue(mail).catch((err: unknown) => req.log.warn({ err }, 'assignment mail'));
      return ok({ submission: result.submission, chapter_completed: result.chapter_completed });
    },
  );
}
