import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/index.js';
import type { FileStorage } from '../../storage/index.js';
import { createPdf } from '../../pdf/document.js';
import { SEED_VIDEO } from '../webinars/seed.js';
import { storeOwnFile } from './files.js';
import { COURSES } from './seed-courses.js';
import { demoVideos } from './seed-media.js';
import { seedVideos } from './seed-videos.js';

/**
 * Demo learning content (docs/learning.md "Demo data"): five financial-literacy courses with PDF,
 * video, link and assignment chapters (seed-courses.ts), one assessment, e-learning videos in several
 * categories and two playlists (seed-videos.ts). The PDFs are made here; the video is the 22 KB WebM already
 * shipped for the webinars seed (nothing large in git, nothing downloaded). Runs once (skipped when any course
 * exists).
 */

/** A guide's fixed words, in English or Hindi. */
const GUIDE_WORDS = {
  en: { label: 'FinWell learning center', footer: 'For education only, not investment advice.' },
  hi: { label: 'FinWell लर्निंग सेंटर', footer: 'केवल जानकारी के लिए, निवेश की सलाह नहीं।' },
};

async function guidePdf(title: string, heading: string, lines: string[], lang: 'en' | 'hi' = 'en'): Promise<Buffer> {
  const { doc, body, bold, text, finish } = await createPdf({ title, margin: 56 });
  const words = GUIDE_WORDS[lang];
  doc.fillColor('#0f766e').font(bold).fontSize(10).text(words.label);
  doc.moveDown(0.5).fillColor('#0f172a').fontSize(20).text(text(title));
  doc.moveDown(0.6).font(bold).fontSize(14).text(text(heading));
  doc.moveDown(0.3).font(body).fontSize(11).fillColor('#1e293b');
  for (const line of lines) {
    // A Hindi line is set run by run (document.ts `text`), which a list item is not: a bullet character instead.
    if (line.startsWith('- ') && lang === 'en') doc.list([text(line.slice(2))], { bulletRadius: 2, textIndent: 12 });
    else doc.text(text(line.startsWith('- ') ? `•  ${line.slice(2)}` : line));
    doc.moveDown(0.4);
  }
  doc.moveDown(1).fillColor('#64748b').fontSize(9).text(words.footer);
  return finish();
}

/** The first course's assessment, "Budgeting check": three questions with their options, in English and Hindi. */
async function seedBudgetingCheck(trx: Trx, courseId: number) {
  const a = await trx
    .insertInto('assessments')
    .values({
      course_id: courseId,
      title: 'Budgeting check',
      pass_mark: 60,
      max_attempts: 3,
      hi: JSON.stringify({ title: 'बजट की जाँच' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // [question, options, right option, Hindi question, Hindi options]
  const questions: Array<[string, string[], number, string, string[]]> = [
    [
      'In the 50/30/20 rule, what share of take-home pay goes to savings?',
      ['50%', '30%', '20%'],
      2,
      '50/30/20 नियम में हाथ में आने वाले वेतन का कितना हिस्सा बचत में जाता है?',
      ['50%', '30%', '20%'],
    ],
    [
      'Which of these is a need?',
      ['Rent', 'A weekend trip', 'A new phone'],
      0,
      'इनमें से कौन-सी ज़रूरत है?',
      ['किराया', 'सप्ताहांत की यात्रा', 'नया फ़ोन'],
    ],
    [
      'What should you build before investing in equity?',
      ['An emergency fund', 'A credit card limit', 'A car loan'],
      0,
      'इक्विटी में निवेश से पहले आपको क्या बनाना चाहिए?',
      ['आपातकालीन फंड', 'क्रेडिट कार्ड की सीमा', 'कार लोन'],
    ],
  ];
  for (const [qi, [q, options, right, qHi, optionsHi]] of questions.entries()) {
    const row = await trx
      .insertInto('assessment_questions')
      .values({ assessment_id: a.id, question: q, sequence: qi + 1, hi: JSON.stringify({ question: qHi }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('assessment_options')
      .values(
        options.map((label, oi) => ({
          question_id: row.id,
          label,
          is_correct: oi === right,
          sequence: oi + 1,
          hi: JSON.stringify({ label: optionsHi[oi] }),
        })),
      )
      .execute();
  }
}

export async function seedLearning(db: Db, storage: FileStorage): Promise<boolean> {
  if (await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()) return false;
  const video = existsSync(SEED_VIDEO) ? readFileSync(SEED_VIDEO) : null;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE courses IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('courses').select('id').limit(1).executeTakeFirst()) return false;
    const videoId = video
      ? await storeOwnFile(trx, storage, video, {
          kind: 'video',
          ext: 'webm',
          mime: 'video/webm',
          original: 'budgeting-basics.webm',
        })
      : null;
    // Each demo video title plays its own clip (data-seed/media, docs/learning.md "Demo media").
    const videoOf = videoId ? demoVideos(trx, storage, videoId) : null;
    for (const [ci, c] of COURSES.entries()) {
      const course = await trx
        .insertInto('courses')
        .values({
          title: c.title,
          description: c.description,
          difficulty: c.difficulty,
          duration_minutes: c.minutes,
          sequence: ci + 1,
          hi: JSON.stringify(c.hi ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [si, s] of c.sections.entries()) {
        const section = await trx
          .insertInto('course_sections')
          .values({ course_id: course.id, title: s.title, sequence: si + 1, hi: JSON.stringify(s.hi ?? {}) })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [hi, ch] of s.chapters.entries()) {
          let fileId: number | null = null;
          if (ch.type === 'Document' && ch.pdf) {
            const pdf = await guidePdf(ch.title, ch.pdf.heading, ch.pdf.lines);
            fileId = await storeOwnFile(trx, storage, pdf, {
              kind: 'pdf',
              ext: 'pdf',
              mime: 'application/pdf',
              original: `${ch.title}.pdf`,
            });
            // Its Hindi version (docs/learning.md "Hindi"): what a Hindi reader's link to the chapter's file serves.
            if (ch.pdfHi && ch.hi) {
              const hiPdf = await guidePdf(ch.hi.title, ch.pdfHi.heading, ch.pdfHi.lines, 'hi');
              const hiFileId = await storeOwnFile(trx, storage, hiPdf, {
                kind: 'pdf',
                ext: 'pdf',
                mime: 'application/pdf',
                original: `${ch.title} (hi).pdf`,
              });
              await trx.updateTable('learning_files').set({ hi_file_id: hiFileId }).where('id', '=', fileId).execute();
            }
          }
          let minutes = ch.minutes;
          if (ch.type === 'Video') {
            if (!videoOf) continue;
            const v = await videoOf(ch.title);
            fileId = v.fileId;
            minutes = v.minutes ?? minutes;
          }
          await trx
            .insertInto('course_chapters')
            .values({
              course_id: course.id,
              section_id: section.id,
              title: ch.title,
              content_type: ch.type,
              file_type:
                ch.type === 'Document' ? 'pdf' : ch.type === 'Video' ? 'mp4' : ch.type === 'Url' ? 'url' : 'doc',
              file_id: fileId,
              url: ch.url ?? null,
              body: ch.body ?? '',
              duration_minutes: minutes,
              is_mandatory: !ch.optional,
              sequence: hi + 1,
              hi: JSON.stringify(ch.hi ?? {}),
            })
            .execute();
        }
      }
      if (ci === 0) await seedBudgetingCheck(trx, course.id);
    }
    if (videoOf) await seedVideos(trx, videoOf);
    return true;
  });
}
