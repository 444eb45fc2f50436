import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { JOURNEY_CARDS } from '../src/server/modules/journey/content/cards.js';
import { DEMO_MEDIA_DIR, type DemoClip } from '../src/server/modules/learning/demo-media.js';
import { COURSES } from '../src/server/modules/learning/seed-courses.js';
import { VIDEOS } from '../src/server/modules/learning/seed-videos.js';

/**
 * Makes the demo's video clips (docs/learning.md "Demo media"): for every demo video title (e-learning videos, video
 * chapters of the demo courses, journey topic videos, the recorded webinar) a WebM of a slide with the title and one
 * line about it, and the same words spoken (espeak-ng, Indian English), VP9 + Opus at 640x360, a few tens of KB each;
 * and, for each title with a Hindi version (the content's `hi`), the same clip in Hindi: the Hindi title and line in
 * Devanagari, spoken by espeak-ng's `hi` voice (docs/learning.md "Hindi"). Both clips of a title have the same length
 * (the longer narration's), so the completion rule measured on the English file holds for the Hindi one.
 * Writes data-seed/media/<slug>.webm, <slug>.hi.webm and data-seed/media/index.json. Run once after changing a demo
 * title or its Hindi:
 *   sudo apt-get install ffmpeg espeak-ng fonts-dejavu-core fonts-noto-core && npx tsx scripts/make-demo-media.ts
 * Fonts: the English slides are drawn by ffmpeg with DejaVu Sans (Debian's fonts-dejavu-core). The Hindi slides are
 * drawn by Chromium (/usr/bin/chromium through playwright-core, which shapes Devanagari: ffmpeg 5's drawtext does not
 * reorder vowel signs or join conjuncts) with Noto Sans Devanagari from Debian's fonts-noto-core
 * (/usr/share/fonts/truetype/noto/NotoSansDevanagari-*.ttf, SIL Open Font License); the font is needed only here, the
 * clips are committed.
 */
type Words = { title: string; line: string; label: string };
type Item = Words & { hi?: Words };

const firstSentence = (s: string) => (s.match(/^[^.!?।]+[.!?।]/)?.[0] ?? s).trim();

const items: Item[] = [
  ...VIDEOS.map((v) => ({
    title: v.title,
    line: v.description,
    label: 'FinWell learning center',
    hi: v.hi && { title: v.hi.title, line: v.hi.description, label: 'FinWell लर्निंग सेंटर' },
  })),
  ...COURSES.flatMap((c) =>
    c.sections.flatMap((s) =>
      s.chapters
        .filter((ch) => ch.type === 'Video')
        .map((ch) => ({
          title: ch.title,
          line: firstSentence(c.description),
          label: `Course: ${c.title}`,
          hi: ch.hi &&
            c.hi && { title: ch.hi.title, line: firstSentence(c.hi.description), label: `कोर्स: ${c.hi.title}` },
        })),
    ),
  ),
  ...JOURNEY_CARDS.flatMap((card) =>
    card.topics.map((t) => ({
      title: t.video_title,
      line: firstSentence(t.summary),
      label: `Journey: ${card.title}`,
      hi: { title: t.hi.video_title, line: firstSentence(t.hi.summary), label: `वित्तीय यात्रा: ${card.hi.title}` },
    })),
  ),
  {
    title: 'Budgeting basics (recorded)',
    line: 'The 50-30-20 rule, tracking spends for a month, and automating savings on payday.',
    label: 'FinWell webinar',
  },
];

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** Breaks text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const spokenTitle = (title: string) => title.replace(/\s*\((video|recorded|वीडियो)\)$/i, '');

/** Speaks `words` into `wav` and answers its length in seconds. */
function speak(voice: string, words: string, wav: string): number {
  execFileSync('espeak-ng', ['-v', voice, '-s', voice === 'hi' ? '140' : '150', '-w', wav, words]);
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav], {
      encoding: 'utf8',
    }),
  );
}

const ENCODE = [
  '-c:v',
  'libvpx-vp9',
  '-crf',
  '50',
  '-b:v',
  '0',
  '-deadline',
  'good',
  '-cpu-used',
  '4',
  '-g',
  '50',
  '-c:a',
  'libopus',
  '-b:a',
  '20k',
  '-ac',
  '1',
];

/** The filtered picture [v] and the padded narration [a], cut to `seconds`, encoded as ENCODE says. */
const encode = (seconds: number) => ['-map', '[v]', '-map', '[a]', '-t', String(seconds), ...ENCODE];

const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Hindi slide, as the English one looks (drawn by ffmpeg below), rendered by Chromium into a PNG. */
function hindiSlideHtml(words: Words): string {
  return `<!doctype html><html lang="hi"><meta charset="utf-8"><style>
    html, body { margin: 0; width: 640px; height: 360px; background: #0f766e; overflow: hidden; }
    body { font-family: 'Noto Sans Devanagari', 'DejaVu Sans', sans-serif; padding: 28px 40px; box-sizing: border-box; }
    .label { color: #ccfbf1; font-size: 18px; font-weight: 700; }
    h1 { color: #fff; font-size: 32px; line-height: 1.35; margin: 40px 0 20px; font-weight: 700; }
    p { color: #e2e8f0; font-size: 20px; line-height: 1.5; margin: 0; }
  </style><body><div class="label">${escapeHtml(words.label)}</div><h1>${escapeHtml(spokenTitle(words.title))}</h1><p>${escapeHtml(words.line)}</p></body></html>`;
}

mkdirSync(DEMO_MEDIA_DIR, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'finwell-media-'));
const index: DemoClip[] = [];
const seen = new Set<string>();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const report = (file: string, seconds: number) =>
  console.log(`${file}: ${seconds} s, ${Math.round(statSync(path.join(DEMO_MEDIA_DIR, file)).size / 1024)} KB`);
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
  for (const item of items) {
    if (seen.has(item.title)) continue;
    seen.add(item.title);
    const name = `${slug(item.title)}.webm`;
    const wav = path.join(work, `${slug(item.title)}.wav`);
    const hiWav = path.join(work, `${slug(item.title)}.hi.wav`);
    const speech = speak('en-in', `${spokenTitle(item.title)}. ${item.line}`, wav);
    const hiSpeech = item.hi ? speak('hi', `${spokenTitle(item.hi.title)}। ${item.hi.line}`, hiWav) : 0;
    // One length for both languages: the longer narration and a pause.
    const seconds = Math.ceil(Math.max(speech, hiSpeech) + 1.5);
    // Each slide line from a text file: drawtext then needs no escaping of the words.
    const draw: string[] = [];
    const text = (file: string, lineText: string) => {
      const p = path.join(work, file);
      writeFileSync(p, lineText);
      return p;
    };
    draw.push(
      `drawtext=expansion=none:fontfile=${BOLD}:textfile=${text('label.txt', item.label)}:fontcolor=0xccfbf1:fontsize=18:x=40:y=36`,
    );
    const titleLines = wrap(spokenTitle(item.title), 30);
    titleLines.forEach((l, i) =>
      draw.push(
        `drawtext=expansion=none:fontfile=${BOLD}:textfile=${text(`t${i}.txt`, l)}:fontcolor=white:fontsize=32:x=40:y=${110 + i * 42}`,
      ),
    );
    const top = 110 + titleLines.length * 42 + 24;
    wrap(item.line, 52).forEach((l, i) =>
      draw.push(
        `drawtext=expansion=none:fontfile=${FONT}:textfile=${text(`l${i}.txt`, l)}:fontcolor=0xe2e8f0:fontsize=19:x=40:y=${top + i * 28}`,
      ),
    );
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x0f766e:s=640x360:d=${seconds}:r=5`,
      '-i',
      wav,
      '-filter_complex',
      `[0:v]${draw.join(',')}[v];[1:a]apad[a]`,
      ...encode(seconds),
      '-metadata',
      `title=${item.title}`,
      path.join(DEMO_MEDIA_DIR, name),
    ]);
    report(name, seconds);
    let hi: DemoClip['hi'];
    if (item.hi) {
      const hiName = `${slug(item.title)}.hi.webm`;
      const png = path.join(work, 'slide.png');
      await page.setContent(hindiSlideHtml(item.hi));
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: png });
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        '5',
        '-i',
        png,
        '-i',
        hiWav,
        '-filter_complex',
        '[0:v]format=yuv420p[v];[1:a]apad[a]',
        ...encode(seconds),
        '-metadata',
        `title=${item.hi.title}`,
        '-metadata',
        'language=hin',
        path.join(DEMO_MEDIA_DIR, hiName),
      ]);
      hi = { title: item.hi.title, file: hiName, seconds };
      report(hiName, seconds);
    }
    index.push({ title: item.title, file: name, seconds, ...(hi ? { hi } : {}) });
  }
  writeFileSync(path.join(DEMO_MEDIA_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
