import { useT } from '../../../i18n/browser';
import type { ChapterProgress } from './learning-api';

/** Where the learner stands with a chapter's completion rule (docs/learning.md "Completion"), one short line. */
export function progressText(t: ReturnType<typeof useT>, p: ChapterProgress): string | null {
  // An assignment shows its submission's state itself (AssignmentPanel).
  if (p.state === 'completed' || p.rule === 'confirm' || p.rule === 'submit') return null;
  if (p.rule === 'watch') return t('learning.progress.watched', { percent: p.coverage_percent ?? 0 });
  if (p.rule === 'open') return p.state === 'ready' ? t('learning.progress.ready') : t('learning.progress.openLink');
  if (p.state === 'ready') return t('learning.progress.ready');
  return t('learning.progress.readingLeft', { minutes: Math.max(1, Math.ceil(p.seconds_left / 60)) });
}

export function ProgressLine({ progress }: { progress: ChapterProgress }) {
  const t = useT();
  const text = progressText(t, progress);
  if (!text) return null;
  const percent = progress.rule === 'watch' ? (progress.coverage_percent ?? 0) : null;
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1 text-sm text-slate-700" role="status">
      <span>
        {text}
        {percent !== null && progress.state !== 'ready' ? ` · ${t('learning.progress.watchNeeded')}` : ''}
      </span>
      {percent !== null && (
        <span className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <span className="bg-brand-600 block h-full" style={{ width: `${percent}%` }} />
        </span>
      )}
    </div>
  );
}
