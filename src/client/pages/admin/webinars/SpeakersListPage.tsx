import { useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/FormField';
import { EmptyState } from '../../../components/StateViews';
import { AdminList, StatusBadge } from '../AdminList';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { saveSpeaker, type WebinarSpeaker } from './webinars-admin-api';
import { useT } from '../../../../i18n/browser';

type Editing = { mode: 'add' | 'edit' | 'view'; speaker: WebinarSpeaker | null };

/** /admin/speakers-list: speakers with add, edit and view modes (a speaker signs in with their e-mail). */
export function SpeakersListPage() {
  const t = useT();
  useDocumentTitle(t('adminWebinars.speakers.title'));
  const q = useApiQuery<{ speakers: WebinarSpeaker[] }>('/speakers-list');
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminWebinars.speakers.title')}</h1>
        <Button onClick={() => setEditing({ mode: 'add', speaker: null })}>{t('adminWebinars.speakers.add')}</Button>
      </div>
      <AdminList
        query={q}
        rows={q.data?.speakers}
        empty={<EmptyState title={t('adminWebinars.speakers.empty')} />}
        caption={t('adminWebinars.speakers.caption')}
        minWidth="min-w-[40rem]"
        columns={[
          t('adminWebinars.speakers.name'),
          t('adminWebinars.speakers.designation'),
          { title: t('adminWebinars.speakers.webinars'), className: 'text-right' },
          t('adminWebinars.speakers.status'),
        ]}
        row={(s) => (
          <tr key={s._id}>
            <td className="px-4 py-3">
              <span className="font-medium text-slate-900">{s.name}</span>
              <span className="block text-xs text-slate-500">{s.email}</span>
            </td>
            <td className="px-4 py-3">{s.designation ?? '—'}</td>
            <td className="px-4 py-3 text-right">{s.webinars}</td>
            <td className="px-4 py-3">
              <StatusBadge status={s.status} />
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditing({ mode: 'view', speaker: s })}>
                  {t('adminWebinars.speakers.viewButton')}
                  <span className="sr-only"> {s.name}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing({ mode: 'edit', speaker: s })}>
                  {t('adminWebinars.speakers.editButton')}
                  <span className="sr-only"> {s.name}</span>
                </Button>
              </div>
            </td>
          </tr>
        )}
      />
      {editing && (
        <SpeakerDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            q.reload();
          }}
        />
      )}
    </div>
  );
}

function SpeakerDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const s = editing.speaker;
  const [name, setName] = useState(s?.name ?? '');
  const [email, setEmail] = useState(s?.email ?? '');
  const [designation, setDesignation] = useState(s?.designation ?? '');
  const [bio, setBio] = useState(s?.bio ?? '');
  const [active, setActive] = useState((s?.status ?? 1) === 1);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = editing.mode === 'view';
  const err = (f: string) => {
    const e = error?.fieldMap()[f];
    return e ? `${e.message} (${e.code})` : null;
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy(true);
    try {
      await saveSpeaker(
        {
          name,
          email,
          ...(designation ? { designation } : {}),
          ...(bio ? { bio } : {}),
          status: active ? 1 : 2,
        },
        s?._id,
      );
      showToast({
        title: t(editing.mode === 'add' ? 'adminWebinars.speakers.added' : 'adminWebinars.speakers.updated'),
      });
      onSaved();
    } catch (e) {
      const x = toApiError(e);
      setError(x);
      if (x.fields.length === 0) showErrorToast(x);
    } finally {
      setBusy(false);
    }
  };
  const title = t(
    editing.mode === 'add'
      ? 'adminWebinars.speakers.add'
      : editing.mode === 'edit'
        ? 'adminWebinars.speakers.edit'
        : 'adminWebinars.speakers.view',
  );
  return (
    <Dialog open title={title} onClose={onClose}>
      <form id="speaker-form" className="flex flex-col gap-4 pb-6" onSubmit={submit} noValidate>
        <fieldset disabled={readOnly || busy} className="flex flex-col gap-4">
          <TextField
            label={t('adminWebinars.speakers.name')}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={err('name')}
          />
          <TextField
            label={t('adminWebinars.speakers.email')}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={err('email')}
          />
          <TextField
            label={t('adminWebinars.speakers.designation')}
            value={designation}
            onChange={(e) => setDesignation(e.target.value)}
          />
          <div>
            <label htmlFor="sp-bio" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminWebinars.speakers.bio')}
            </label>
            <textarea id="sp-bio" className="input min-h-20" value={bio} onChange={(e) => setBio(e.target.value)} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
            {t('adminWebinars.speakers.active')}
          </label>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t(readOnly ? 'common.close' : 'common.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" disabled={busy}>
              {t('common.save')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
