import { richText } from '../../../components/rich-text';

/**
 * A catalogue sentence with emphasised parts marked `<b>…</b>` (docs/i18n.md: one key per sentence, so the
 * emphasis travels with the words whatever their order in a language), rendered by the shared `richText`. Only
 * the marker becomes markup; every part renders as text, so a value holding angle brackets stays text.
 */
export function BoldText({ text, className }: { text: string; className?: string }) {
  return <>{richText(text, { b: (part) => <strong className={className}>{part}</strong> })}</>;
}
