import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOURNEY_CARDS } from '../src/server/modules/journey/content/cards.js';
import { DEMO_MEDIA_DIR, type DemoClip } from '../src/server/modules/learning/demo-media.js';
import { COURSES } from '../src/server/modules/learning/seed-courses.js';
import { VIDEOS } from '../src/server/modules/learning/seed-videos.js';

/**
 * Makes the demo's video clips (docs/learning.md "Demo media"): for every demo video title (e-learning videos, video
 * chapters of the demo courses, journey topic videos, the recorded webinar) a WebM of a slide with the title and one
 * line about it, and the same words spoken (espeak-ng, Indian English), VP9 + Opus at 640x360, a few tens of KB each.
 * Writes data-seed/media/<slug>.webm and data-seed/media/index.json. Run once after changing a demo title:
 *   sudo apt-get install ffmpeg espeak-ng && npx tsx scripts/make-demo-media.ts
 * Needs the DejaVu fonts (Debian's fonts-dejavu-core).
 */
type Item = { title: string; line: string; label: string };

const firstSentence = (s: string) => (s.match(/^[^.!?]+[.!?]/)?.[0] ?? s).trim();

const items: Item[] = [
  ...VIDEOS.map((v) => ({ title: v.title, line: v.description, label: 'FinWell learning center' })),
  ...COURSES.flatMap((c) =>
    c.sections.flatMap((s) =>
      s.chapters
        .filter((ch) => ch.type === 'Video')
        .map((ch) => ({ title: ch.title, line: firstSentence(c.description), label: `Course: ${c.title}` })),
    ),
  ),
  ...JOURNEY_CARDS.flatMap((card) =>
    card.topics.map((t) => ({ title: t.video_title, line: firstSentence(t.summary), label: `Journey: ${card.title}` })),
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

const spokenTitle = (title: string) => title.replace(/\s*\((video|recorded)\)$/i, '');

mkdirSync(DEMO_MEDIA_DIR, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'finwell-media-'));
const index: DemoClip[] = [];
const seen = new Set<string>();
try {
  for (const item of items) {
    if (seen.has(item.title)) continue;
    seen.add(item.title);
    const name = `${slug(item.title)}.webm`;
    const wav = path.join(work, `${slug(item.title)}.wav`);
    const words = `${spokenTitle(item.title)}. ${item.line}`;
    execFileSync('espeak-ng', ['-v', 'en-in', '-s', '150', '-w', wav, words]);
    const speech = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav], {
        encoding: 'utf8',
      }),
    );
    const seconds = Math.ceil(speech + 1.5);
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
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      String(seconds),
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
      '-metadata',
      `title=${item.title}`,
      path.join(DEMO_MEDIA_DIR, name),
    ]);
    index.push({ title: item.title, file: name, seconds });
    const kb = Math.round(statSync(path.join(DEMO_MEDIA_DIR, name)).size / 1024);
    console.log(`${name}: ${seconds} s, ${kb} KB`);
  }
  writeFileSync(path.join(DEMO_MEDIA_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
