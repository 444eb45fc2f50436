import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, sessionTokenOf, skipFirstLoginPopups } from './helpers.js';

const EMPLOYEE = 'employee@acme.example';

type Envelope = { status: string; status_code: string; data: unknown };

/**
 * A stand-in planner served by the test: its /login reads ?handoff= and verifies it once with
 * FinWell's documented call (docs/journey.md), then shows who arrived.
 */
function startStubPlanner(baseUrl: string): Promise<{ server: Server; url: string; tokens: string[] }> {
  const tokens: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname !== '/login') {
      res.writeHead(404).end();
      return;
    }
    const token = url.searchParams.get('handoff') ?? '';
    tokens.push(token);
    fetch(`${baseUrl}/api/v1/financial-planner/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
      .then((r) => r.json() as Promise<Envelope>)
      .then((body) => {
        const email = (body.data as { user?: { email?: string } } | null)?.user?.email ?? '';
        const text = body.status === 'success' ? `Planner: welcome ${email}` : `Planner refused: ${body.status_code}`;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><title>Stub planner</title><h1>${text}</h1></html>`);
      })
      .catch(() => res.writeHead(500).end());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`, tokens }),
    ),
  );
}

/**
 * The journey in Chromium: an Acme employee completes one journey topic step by step, plays the
 * quiz (a wrong answer shows E-10116's message; the score is stored), takes the risk assessment and
 * sees the score, and follows the planner handoff to a stub planner (token verified once, then
 * refused twice).
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('journey');
  const { context, page } = await newPage(browser, DESKTOP);
  const stub = await startStubPlanner(baseUrl);
  try {
    await step('an employee completes one journey topic through its steps', async () => {
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/financial-journey`);
      await page.getByRole('heading', { name: 'Financial Journey', level: 1 }).waitFor();
      for (const title of ['Future Vision', 'Financial Foundation', 'Long-Term Success']) {
        await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      }
      await screenshot(page, 'journey-cards');
      await page.getByRole('button', { name: /Picture your future self/ }).click();
      await page.getByRole('heading', { name: 'Picture your future self', level: 1 }).waitFor();
      await page.getByTestId('topic-status').getByText('In progress').waitFor();
      // The video step plays the topic's learning-center video through its signed link.
      const video = page.getByTestId('topic-video');
      expect(
        /\/api\/v1\/learning\/files\//.test((await video.getAttribute('src')) ?? ''),
        'the video step plays a learning-center video',
      );
      const loaded = await eventually(
        () => video.evaluate((v: HTMLVideoElement) => v.readyState),
        (state) => state >= 1,
      );
      expect(loaded >= 1, `the browser loads the video's metadata (readyState ${loaded})`);
      // Not watched yet: the button waits for 90 % of the video (docs/journey.md "Video step").
      await page.getByTestId('topic-watched').getByText('0 % watched').waitFor();
      expect(
        await page.getByRole('button', { name: 'I have watched the video' }).isDisabled(),
        'the watched button is disabled before the video is watched',
      );
      await screenshot(page, 'journey-topic-video');
      // Played through from the start (the topic's demo clip): the page reports the interval actually played.
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        v.currentTime = 0;
        const ended = new Promise((r) => v.addEventListener('ended', r, { once: true }));
        await v.play();
        await ended;
      });
      await page
        .getByTestId('topic-watched')
        .getByText(/\b(9\d|100) % watched/)
        .waitFor();
      await page.getByRole('button', { name: 'I have watched the video' }).click();
      await page.getByTestId('topic-status').getByText('Video watched').waitFor();
      await page.getByRole('textbox').fill('Emergency fund of ₹3 lakh by 2027; home down payment ₹10 lakh by 2031.');
      await page.getByRole('button', { name: 'Save my answer' }).click();
      await page.getByTestId('topic-status').getByText('Task done').waitFor();
      await page.getByRole('button', { name: 'Mark topic complete' }).click();
      await page.getByText('Topic completed. Well done!').waitFor();
      await screenshot(page, 'journey-topic-done');
      await page.getByRole('button', { name: 'Next topic' }).click();
      await page.getByRole('heading', { name: 'Put a price on each goal', level: 1 }).waitFor();
      // Skipped ahead to the end and played the last moment: that does not count as watched.
      const next = page.getByTestId('topic-video');
      await eventually(
        () => next.evaluate((v: HTMLVideoElement) => v.readyState),
        (state) => state >= 1,
      );
      await next.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        v.currentTime = Math.max(0, v.duration - 1);
        await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
        const ended = new Promise((r) => v.addEventListener('ended', r, { once: true }));
        await v.play();
        await ended;
      });
      await page
        .getByTestId('topic-watched')
        .getByText(/\b([1-9]|1\d|2\d) % watched/)
        .waitFor();
      expect(
        await page.getByRole('button', { name: 'I have watched the video' }).isDisabled(),
        'a video skipped to its end is not watched',
      );
      const wide = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'journey-topic-video-mobile');
      if (wide) await page.setViewportSize(wide);
      await page.getByRole('button', { name: 'All topics' }).click();
      await page.getByText('1 of 9 topics completed').waitFor();
    });

    await step(
      'the employee plays the quiz; a wrong answer shows E-10116’s message and the score is stored',
      async () => {
        await page.goto(`${baseUrl}/client/resources`);
        await page.getByRole('link', { name: /Spin & Play/ }).click();
        await page.getByRole('heading', { name: /Spin & Play/, level: 1 }).waitFor();
        let wrong = 0;
        for (let i = 0; i < 10; i++) {
          await page.getByText(`Question ${i + 1} of 10`).waitFor();
          await page.getByRole('radio').first().check();
          await page.getByRole('button', { name: 'Check answer' }).click();
          const next = page.getByRole('button', { name: i === 9 ? 'See my score' : 'Next question' });
          await next.waitFor();
          if ((await page.getByText('Incorrect answer.').count()) > 0) {
            wrong++;
            expect((await page.locator('[data-error-code="E-10116"]').count()) === 1, 'the wrong answer names E-10116');
          }
          await next.click();
        }
        expect(wrong > 0, 'choosing the first option every time gets at least one answer wrong');
        await page
          .getByTestId('quiz-result')
          .getByText(`You scored ${10 - wrong} of 10`)
          .waitFor();
        const stored = await app!.ctx.db
          .selectFrom('quiz_attempts as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.score', 'a.total'])
          .where('u.email', '=', EMPLOYEE)
          .execute();
        expect(stored.length === 1 && stored[0].score === 10 - wrong, 'the attempt is stored with its score');
      },
    );

    await step('the employee plays needs vs wants with the keyboard only', async () => {
      await page.goto(`${baseUrl}/client/resources/games/needs-vs-wants`);
      await page.getByTestId('game-card').waitFor();
      await page.getByTestId('game-card').focus();
      const keys = ['n', 'n', 'w', 'n', 'w', 'n', 'w', 'n', 'w', 'n', 'n', 'w'];
      for (const [i, k] of keys.entries()) {
        await page.getByText(`Spend ${i + 1} of 12`).waitFor();
        await page.keyboard.press(k);
      }
      await page.getByTestId('game-result').getByText('You sorted 12 of 12 correctly').waitFor();
    });

    await step('the employee takes the risk assessment and sees the score', async () => {
      await page.goto(`${baseUrl}/client/resources/risk-assessment`);
      await page.getByRole('heading', { name: 'Financial risk assessment', level: 1 }).waitFor();
      for (let i = 0; i < 12; i++) {
        await page.getByText(`Question ${i + 1} of 12`).waitFor();
        await page.getByRole('radio').nth(2).check();
        await page.getByRole('button', { name: i === 11 ? 'See my score' : 'Next' }).click();
      }
      const score = page.getByTestId('fra-score');
      await score.getByText('Score 36 of 48').waitFor();
      await score.getByRole('heading', { name: 'Moderately aggressive' }).waitFor();
      await score.getByRole('link', { name: /counsellor/ }).waitFor();
      await screenshot(page, 'journey-risk-score');
    });

    await step('"Open planner" hands off to the planner with a token verified once and refused twice', async () => {
      app!.ctx.config.plannerUrl = stub.url;
      await page.goto(`${baseUrl}/client/financial-planner`);
      for (const title of [
        'Budgeting & Cash Flow Management',
        'Emergency & Risk Protection',
        'Retirement Planning',
        'Goal Setting',
        'Estate Planning',
      ]) {
        await page.getByRole('heading', { name: title }).waitFor();
      }
      await page.getByTestId('open-planner').click();
      await page.waitForURL((url) => url.href.startsWith(stub.url));
      await page.getByRole('heading', { name: `Planner: welcome ${EMPLOYEE}` }).waitFor();
      expect(stub.tokens.length === 1, 'the planner received one handoff');
      const token = stub.tokens[0];
      const session = await sessionTokenOf(page.context());
      expect(!page.url().includes(String(session)), 'the session token is not in the planner address');
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${baseUrl}/api/v1/financial-planner/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        const body = (await res.json()) as Envelope;
        expect(res.status === 401 && body.status_code === 'E-10746', `replay ${i + 1} is refused with E-10746`);
      }
    });

    await step('an admin views the quiz and is told E-10219 when the title is emptied', async () => {
      const adminPage = await newPage(browser, DESKTOP);
      try {
        await logIn(adminPage.page, baseUrl, 'admin@finwell.example');
        await adminPage.page.goto(`${baseUrl}/admin/manage-journey`);
        await adminPage.page.getByRole('heading', { name: 'Journey & resources', level: 1 }).waitFor();
        await adminPage.page.getByRole('tab', { name: 'Quiz' }).click();
        await adminPage.page.getByRole('button', { name: 'View Money Basics Quiz' }).click();
        await adminPage.page.getByRole('heading', { name: 'View quiz' }).waitFor();
        await adminPage.page.getByRole('button', { name: 'Edit', exact: true }).click();
        await adminPage.page.getByRole('heading', { name: 'Edit quiz' }).waitFor();
        const title = adminPage.page.getByRole('textbox', { name: /title/i }).first();
        expect((await title.inputValue()) === 'Money Basics Quiz', 'the edit form shows the quiz title');
        await title.fill('');
        await adminPage.page.getByRole('button', { name: 'Save' }).click();
        await adminPage.page.getByText('E-10219').first().waitFor();
        await screenshot(adminPage.page, 'journey-admin-quiz');
      } finally {
        await adminPage.context.close();
      }
    });

    await step('the journey and the planner read well on a phone', async () => {
      const phone = await newPage(browser, MOBILE);
      try {
        await logIn(phone.page, baseUrl, EMPLOYEE);
        await skipFirstLoginPopups(phone.page);
        await phone.page.goto(`${baseUrl}/client/financial-journey`);
        await phone.page.getByRole('heading', { name: 'Long-Term Success', level: 2 }).waitFor();
        const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(!overflow, 'no horizontal scroll at phone width');
        await screenshot(phone.page, 'journey-phone');
      } finally {
        await phone.context.close();
      }
    });
  } finally {
    await context.close();
    stub.server.close();
  }
}
