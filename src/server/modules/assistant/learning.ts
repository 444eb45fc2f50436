import { sql } from 'kysely';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import { hasModule, MODULE } from '../../../shared/package-info.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { buildClauses, correctWords, queryWords } from '../knowledge-base/search.js';
import { STOP_WORDS } from './classifier.js';
import { bestQuote, coverage } from './scoring.js';

/**
 * The learning center in the assistant (docs/assistant.md "Learning center"): e-learning courses
 * (module 1: title, description, section and chapter titles) and e-learning videos and playlists
 * (module 6: title and description; a playlist by its name and its videos). PostgreSQL full-text
 * search over the same words, corrections and synonyms as the knowledge base finds candidates (any
 * word); the coverage score of the knowledge-base passages ranks them, so a course or a video can be
 * the quoted source of a content answer, and the good matches fill the answer's `courses`, `videos`
 * and `playlists` links. Visitors get none of it (the learning center is not public); a signed-in
 * caller only the parts the package includes (admins pass, as the learning routes let them).
 */

export type Viewer = AuthContext | null;
export type Source = AssistantAnswer['sources'][number];
type Link = AssistantAnswer['courses'][number];

/** A match at least this good is linked in `courses`, `videos` or `playlists` (as webinars: half the question). */
export const LINK_MIN = 0.5;
const CANDIDATES = 10;

export type LearningAccess = { courses: boolean; videos: boolean };

/** What the caller may be answered from: courses with module 1, videos and playlists with module 6. */
export function learningAccess(auth: Viewer): LearningAccess {
  if (!auth) return { courses: false, videos: false };
  if (isAdminRole(auth.user.role)) return { courses: true, videos: true };
  return {
    courses: hasModule(auth.packageInfo, MODULE.ELEARNING),
    videos: hasModule(auth.packageInfo, MODULE.ELEARNING_VIDEOS),
  };
}

/** The learning pages' addresses (src/client/pages/learning/learning-routes.tsx). */
export const courseUrl = (id: number) => `/client/learning-center/view-course?courseId=${id}`;
export const videoUrl = (id: number) => `/client/learning-center/video-details?videoId=${id}`;
export const playlistUrl = (id: number, videoId?: number) =>
  `/client/learning-center/playlist?playlistId=${id}${videoId ? `&videoId=${videoId}` : ''}`;

type Doc = { kind: 'course' | 'video'; id: number; title: string; head: string; all: string; body: string };
export type LearningFound = {
  docs: Doc[];
  playlists: Array<{ id: number; name: string; video_ids: number[] }>;
};

const NOTHING: LearningFound = { docs: [], playlists: [] };

/** The any-word tsquery of a question (the knowledge base's clauses: corrections and synonyms). */
async function anyWordQuery(db: Db, question: string): Promise<string | null> {
  const words = queryWords(question).filter((w) => !STOP_WORDS.has(w));
  if (!words.length) return null;
  const { clauses } = buildClauses(words, await correctWords(db, words));
  return clauses.map((c) => (c.length === 1 ? c[0] : `(${c.join(' | ')})`)).join(' | ');
}

/**
 * Candidates of the learning center for a question: published courses and active videos that share
 * a word with it (best ts_rank_cd first: title A, description B, outline C), and the active
 * playlists with their videos. Two or three statements; none when the caller may see none of it.
 */
export async function findLearning(db: Db, access: LearningAccess, question: string): Promise<LearningFound> {
  if (!access.courses && !access.videos) return NOTHING;
  const tsquery = await anyWordQuery(db, question);
  if (!tsquery) return NOTHING;
  const docs: Doc[] = [];
  if (access.courses) {
    const rows = await sql<{ id: number; title: string; description: string; sections: string; chapters: string }>`
      WITH q AS MATERIALIZED (SELECT to_tsquery('english', ${tsquery}) AS q),
      d AS (
        SELECT c.id, c.title, c.description, c.sequence,
          coalesce((SELECT string_agg(s.title, '. ' ORDER BY s.sequence, s.id)
            FROM course_sections s WHERE s.course_id = c.id), '') AS sections,
          coalesce((SELECT string_agg(ch.title, ', ' ORDER BY s.sequence, ch.sequence, ch.id)
            FROM course_chapters ch JOIN course_sections s ON s.id = ch.section_id
            WHERE ch.course_id = c.id AND ch.status = 1), '') AS chapters
        FROM courses c
        WHERE c.status = 1
      )
      SELECT d.id, d.title, d.description, d.sections, d.chapters
      FROM d, q
      WHERE to_tsvector('english', d.title || ' ' || d.description || ' ' || d.sections || ' ' || d.chapters) @@ q.q
      ORDER BY ts_rank_cd(
        setweight(to_tsvector('english', d.title), 'A') ||
        setweight(to_tsvector('english', d.description), 'B') ||
        setweight(to_tsvector('english', d.sections || ' ' || d.chapters), 'C'), q.q, 1) DESC, d.sequence, d.id
      LIMIT ${CANDIDATES}`.execute(db);
    for (const r of rows.rows) {
      docs.push({
        kind: 'course',
        id: r.id,
        title: r.title,
        head: `course ${r.title} ${r.description}`,
        all: `course ${r.title} ${r.description} ${r.sections} ${r.chapters}`,
        body: r.chapters ? `${r.description} Chapters: ${r.chapters}.` : r.description,
      });
    }
  }
  if (!access.videos) return { docs, playlists: [] };
  const videos = await sql<{ id: number; title: string; description: string }>`
    WITH q AS MATERIALIZED (SELECT to_tsquery('english', ${tsquery}) AS q)
    SELECT v.id, v.title, v.description
    FROM elearning_videos v, q
    WHERE v.status = 1 AND to_tsvector('english', v.title || ' ' || v.description) @@ q.q
    ORDER BY ts_rank_cd(
      setweight(to_tsvector('english', v.title), 'A') || setweight(to_tsvector('english', v.description), 'B'),
      q.q, 1) DESC, v.id DESC
    LIMIT ${CANDIDATES}`.execute(db);
  for (const v of videos.rows) {
    docs.push({
      kind: 'video',
      id: v.id,
      title: v.title,
      head: `video ${v.title} ${v.description}`,
      all: `video ${v.title} ${v.description}`,
      body: v.description.length > 20 ? v.description : `${v.title}. ${v.description}`,
    });
  }
  const playlists = await db
    .selectFrom('video_playlists as p')
    .leftJoin('video_playlist_items as i', 'i.playlist_id', 'p.id')
    .select(['p.id', 'p.name', sql<number[] | null>`array_agg(i.video_id ORDER BY i.sequence, i.video_id)`.as('ids')])
    .where('p.status', '=', 1)
    .groupBy(['p.id', 'p.name'])
    .orderBy('p.id')
    .limit(200)
    .execute();
  return {
    docs,
    playlists: playlists.map((p) => ({
      id: p.id,
      name: p.name,
      video_ids: (p.ids ?? []).filter((id): id is number => id !== null),
    })),
  };
}

export type LearningScored = {
  sources: Source[];
  courses: Link[];
  videos: Link[];
  playlists: AssistantAnswer['playlists'];
};

/**
 * The candidates scored against the question's key words like the knowledge-base passages
 * (0.55 × coverage of the title and description, which play the part of the keywords, + 0.45 × coverage of everything; the word "course"
 * or "video" counts for its own kind), and the links of the good ones: a playlist links when its
 * name covers the question or it holds a linked video (then it opens at that video).
 */
export function scoreLearning(found: LearningFound, query: string[]): LearningScored {
  if (!query.length || !found.docs.length)
    return { sources: [], courses: [], videos: [], playlists: playlistLinks(found, query, []) };
  const sources = found.docs
    .map((d, rank): Source => {
      const score = 0.55 * coverage(query, d.head) + 0.45 * coverage(query, d.all) - rank * 0.005;
      return {
        kind: d.kind,
        id: d.id,
        title: d.title,
        quote: bestQuote(query, d.body),
        url: d.kind === 'course' ? courseUrl(d.id) : videoUrl(d.id),
        score: Math.max(0, Math.round(score * 1000) / 1000),
      };
    })
    .sort((a, b) => b.score - a.score);
  const good = sources.filter((s) => s.score >= LINK_MIN);
  const link = (s: Source): Link => ({ id: s.id, title: s.title, url: s.url });
  const videos = good.filter((s) => s.kind === 'video');
  return {
    sources,
    courses: good
      .filter((s) => s.kind === 'course')
      .slice(0, 3)
      .map(link),
    videos: videos.slice(0, 3).map(link),
    playlists: playlistLinks(found, query, videos),
  };
}

function playlistLinks(found: LearningFound, query: string[], videos: Source[]): AssistantAnswer['playlists'] {
  if (!query.length) return [];
  return found.playlists
    .map((p) => {
      const byName = coverage(query, `playlist ${p.name}`);
      const video = videos.find((v) => p.video_ids.includes(v.id));
      const score = Math.max(byName, video?.score ?? 0);
      return { p, score, videoId: video && video.score > byName ? video.id : undefined };
    })
    .filter((x) => x.score >= LINK_MIN)
    .sort((a, b) => b.score - a.score || a.p.id - b.p.id)
    .slice(0, 3)
    .map(({ p, videoId }) => ({ id: p.id, name: p.name, url: playlistUrl(p.id, videoId) }));
}
