import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../../shared/app-error.js';
import type { LearningFileKind } from '../../db/tables/learning.js';

/**
 * What a learning-center upload may be (docs/learning.md "Files"): size limits, the chunk size, the extensions
 * per kind and the content types the detector must find (docs/security.md "Uploads").
 */
export const MAX_BYTES: Record<LearningFileKind, number> = {
  video: 2 * 1024 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  image: 5 * 1024 * 1024,
};
/** The largest chunk one PATCH may carry. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

const EXTENSIONS: Record<LearningFileKind, string[]> = {
  video: ['mp4', 'webm'],
  pdf: ['pdf'],
  image: ['jpg', 'jpeg', 'png'],
};
const DETECTED: Record<string, { kind: LearningFileKind; ext: string; mime: string }> = {
  'video/mp4': { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  'video/webm': { kind: 'video', ext: 'webm', mime: 'video/webm' },
  'application/pdf': { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
  'image/png': { kind: 'image', ext: 'png', mime: 'image/png' },
  'image/jpeg': { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
};

/** Extension and size of an upload about to start (E-10705, E-10706). */
export function checkUploadStart(kind: LearningFileKind, filename: string, size: number): void {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!EXTENSIONS[kind].includes(ext)) throw new AppError('E-10705');
  if (size > MAX_BYTES[kind]) throw new AppError('E-10706');
}

/** The content of (the start of) a partial file must be of the upload's kind. */
export async function sniffPart(file: string, kind: LearningFileKind, mayDefer: boolean) {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  const real = detected ? DETECTED[detected.mime] : undefined;
  if (real && real.kind === kind) return real;
  // A tiny file may be too short for the detector; the final check decides then.
  if (!detected && mayDefer) return null;
  throw new AppError('E-10705');
}
