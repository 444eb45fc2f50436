import type { FormRecord } from '../../../forms/schema-validator';
import type { NodeType } from './kb-admin-api';
import type { Selection } from './kb-selection';
import { useT } from '../../../../i18n/browser';

/** One record of the tree or the article list: its title (opens it), move up/down, edit, add inside, delete. */
export function KbRow({
  type,
  item,
  siblings,
  index,
  add,
  onSelect,
  onMove,
  onRemove,
}: {
  type: NodeType;
  item: { id: number; title: string; status: number; record: FormRecord };
  siblings: Array<{ id: number }>;
  index: number;
  add?: { type: NodeType; label: string; record: FormRecord };
  onSelect: (selection: Selection) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-1 py-1">
      <button
        type="button"
        className="min-w-0 flex-1 truncate text-left text-sm text-slate-800 hover:text-brand-700"
        onClick={() => onSelect({ type, mode: 'view', id: item.id, record: item.record, title: item.title })}
      >
        {item.title}
        {item.status !== 1 && (
          <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs text-slate-500">{t('adminKb.row.inactive')}</span>
        )}
      </button>
      <span className="flex shrink-0 items-center gap-0.5">
        <IconButton
          label={t('adminKb.row.moveUp', { title: item.title })}
          onClick={() => onMove(-1)}
          disabled={index === 0}
        >
          ↑
        </IconButton>
        <IconButton
          label={t('adminKb.row.moveDown', { title: item.title })}
          onClick={() => onMove(1)}
          disabled={index === siblings.length - 1}
        >
          ↓
        </IconButton>
        <IconButton
          label={t('adminKb.row.edit', { title: item.title })}
          onClick={() => onSelect({ type, mode: 'edit', id: item.id, record: item.record, title: item.title })}
        >
          ✎
        </IconButton>
        {add && (
          <IconButton
            label={t('adminKb.row.addInside', { type: add.type, title: item.title })}
            onClick={() => onSelect({ type: add.type, mode: 'add', id: null, record: add.record, title: add.label })}
          >
            +
          </IconButton>
        )}
        <IconButton label={t('adminKb.row.delete', { title: item.title })} onClick={onRemove}>
          ×
        </IconButton>
      </span>
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="grid size-7 place-items-center rounded-md text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30"
    >
      {children}
    </button>
  );
}
