/**
 * The reports fed by the learning module (docs/reports.md): course participation, e-learning time
 * base and assessments, and a wired report's Excel and PDF files, on the known-answer data of
 * module-fixture.ts. Engagement, ads and discount codes: module-reports-engagement.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, MARCH, useReportFixture } from './fixture.js';
import { moduleReportCalls, seedModuleReportData } from './module-fixture.js';

describe('reports fed by the learning, engagement, journey and commerce modules', () => {
  const c = useReportFixture();

  beforeAll(async () => {
    await seedModuleReportData(c);
  });

  const { report, row } = moduleReportCalls(c);

  it('course participation: enrolments, completions, cancellations, chapters, learners and time per course', async () => {
    const r = await report('course-participation', MARCH);
    expect(r.report.available).toBe(true);
    expect(row(r, 'course', 'RPT Course A')).toEqual({
      course: 'RPT Course A',
      status: 'Published',
      enrolled: 3,
      completed: 1,
      cancelled: 1,
      chapters_completed: 3,
      learners: 3,
      seconds: 1020,
    });
    // Enrolled in February: in March only its chapter and its time count.
    expect(row(r, 'course', 'RPT Course B')).toMatchObject({
      enrolled: 0,
      chapters_completed: 1,
      learners: 1,
      seconds: 200,
    });
    // u1 learns in both courses and is one learner in the totals.
    expect(r.totals).toMatchObject({
      enrolled: 3,
      completed: 1,
      cancelled: 1,
      chapters_completed: 4,
      learners: 3,
      seconds: 1220,
    });
    expect(r.participation_report).toEqual({ list: r.list, page: 1, limit: 100, total: r.page.total });
    expect(r.list[0].course).toBe('RPT Course A'); // most enrolments first
    expect(r.chart?.points[0]).toMatchObject({ course: 'RPT Course A', enrolled: 3, completed: 1 });
  });

  it('course participation: the company, partner and date filters change the answer', async () => {
    const testco = await report('course-participation', `${MARCH}&company_id=${c.testco}`);
    expect(row(testco, 'course', 'RPT Course A')).toMatchObject({
      enrolled: 2,
      completed: 1,
      cancelled: 0,
      chapters_completed: 3,
      learners: 2,
      seconds: 900,
    });
    const partner = await report('course-participation', `${MARCH}&partner_id=${c.partnerco}`);
    expect(partner.totals).toMatchObject({
      enrolled: 1,
      completed: 0,
      cancelled: 1,
      chapters_completed: 0,
      learners: 1,
      seconds: 120,
    });
    // Up to the 10th: the completion on the 20th and its chapter drop out.
    const early = await report('course-participation', 'from=2025-03-01&to=2025-03-10');
    expect(row(early, 'course', 'RPT Course A')).toMatchObject({ enrolled: 3, completed: 0, chapters_completed: 2 });
  });

  it('e-learning time base: learners, sessions and time per IST slot; weekday, slot and company filters', async () => {
    const r = await report('e-learning-time-base', MARCH);
    expect(r.list).toEqual([
      { slot: '05-12', learners: 1, sessions: 2, seconds: 800, avg_seconds: 800, watched_seconds: 0 },
      { slot: '12-17', learners: 1, sessions: 1, seconds: 300, avg_seconds: 300, watched_seconds: 0 },
      { slot: '17-21', learners: 0, sessions: 0, seconds: 0, avg_seconds: 0, watched_seconds: 0 },
      { slot: '21-05', learners: 1, sessions: 1, seconds: 120, avg_seconds: 120, watched_seconds: 0 },
    ]);
    expect(r.totals).toEqual({ learners: 3, sessions: 4, seconds: 1220, avg_seconds: 407, watched_seconds: 0 });
    const wednesday = await report('e-learning-time-base', `${MARCH}&weekdays=4`);
    expect(wednesday.totals).toEqual({ learners: 1, sessions: 1, seconds: 600, avg_seconds: 600, watched_seconds: 0 });
    const partner = await report('e-learning-time-base', `${MARCH}&partner_id=${c.partnerco}`);
    expect(partner.totals).toEqual({ learners: 1, sessions: 1, seconds: 120, avg_seconds: 120, watched_seconds: 0 });
    const morning = await report('e-learning-time-base', `${MARCH}&slots=05-12`);
    expect(morning.list.map((x) => x.slot)).toEqual(['05-12']);
    expect(morning.totals).toEqual({ learners: 1, sessions: 2, seconds: 800, avg_seconds: 800, watched_seconds: 0 });
  });

  it('assessment: course assessment, quiz and risk assessment with attempts, people, average and passes', async () => {
    const r = await report('assessment-report', MARCH);
    expect(row(r, 'assessment', 'RPT Assessment')).toEqual({
      assessment: 'RPT Assessment',
      type: 'Course assessment',
      taken: 3,
      people: 2,
      avg_score: 73.3,
      passed: 2,
    });
    expect(row(r, 'assessment', 'RPT Quiz')).toEqual({
      assessment: 'RPT Quiz',
      type: 'Quiz',
      taken: 2,
      people: 2,
      avg_score: 62.5,
      passed: null,
    });
    expect(row(r, 'type', 'Risk assessment')).toMatchObject({ taken: 1, people: 1, avg_score: 62.5, passed: null });
    // (80 + 40 + 100 + 75 + 50 + 62.5) / 6 = 67.92
    expect(r.totals).toMatchObject({ taken: 6, people: 3, avg_score: 67.9, passed: 2 });
    const testco = await report('assessment-report', `${MARCH}&company_id=${c.testco}`);
    expect(row(testco, 'assessment', 'RPT Quiz')).toMatchObject({ taken: 1, avg_score: 75 });
    expect(testco.totals).toMatchObject({ taken: 5, people: 2, avg_score: 71.5, passed: 2 });
    const april = await report('assessment-report', 'from=2025-04-01&to=2025-04-30');
    expect(row(april, 'assessment', 'RPT Assessment')).toMatchObject({ taken: 1, people: 1, avg_score: 60, passed: 1 });
    expect(april.totals).toMatchObject({ taken: 1 });
  });

  it('the Excel file and the PDF of a wired report hold the preview numbers', async () => {
    const download = async (format: 'xlsx' | 'pdf') => {
      const res = await c.app.inject({
        method: 'GET',
        url: `/api/v1/report/e-learning-time-base/export?${MARCH}&format=${format}`,
        headers: bearer(c.admin),
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download('xlsx')) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Report')!;
    const sessions: unknown[] = [];
    sheet.eachRow((r, i) => {
      if (i > 1) sessions.push([r.getCell(1).value, r.getCell(2).value, r.getCell(3).value]);
    });
    expect(sessions).toEqual([
      ['05-12', 1, 2],
      ['12-17', 1, 1],
      ['17-21', 0, 0],
      ['21-05', 1, 1],
    ]);
    const { pdfText } = await import('../../support/pdf-text.js');
    const text = pdfText(await download('pdf')).join('\n');
    expect(text).toContain('Time spent 0:20:20'); // 1,220 s in the totals line
    expect(text).not.toContain('No data until');
  });
});
