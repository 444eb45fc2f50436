import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AudienceFields } from './AudienceFields';
import { MediaFields } from './MediaFields';
import { EMPTY, fromRecord, toInput, type FormState, type Mode } from './webinar-form-state';
import { saveWebinar, type WebinarAdmin, type WebinarSpeaker } from './webinars-admin-api';
import { useT } from '../../../../i18n/browser';

/** The join URL's placeholder: the scheme, the same in every language (not a sentence of the catalogue). */
const URL_PLACEHOLDER = 'https://';

/**
 * /admin/add-webinar, /admin/edit-webinar/:id and /admin/view-webinar/:id: one form in three modes
 * (docs/product-rules.md "Admin area": action modes in admin forms). Multipart with a banner and, for recorded webinars,
 * the video, with an upload progress bar. Each field error shows its E-code beside the field.
 */
export function WebinarFormPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode: Mode = !id ? 'add' : pathname.includes('/view-webinar/') ? 'view' : 'edit';
  const t = useT();
  useDocumentTitle(
    t(
      mode === 'add'
        ? 'adminWebinars.form.add'
        : mode === 'edit'
          ? 'adminWebinars.form.edit'
          : 'adminWebinars.form.viewTitle',
    ),
  );
  const navigate = useNavigate();
  const record = useApiQuery<WebinarAdmin>(id ? `/webinar-list/${id}` : null);
  const speakers = useApiQuery<{ speakers: WebinarSpeaker[] }>('/speakers-list');
  const [form, setForm] = useState<FormState>(EMPTY);
  const [banner, setBanner] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    if (record.data) setForm(fromRecord(record.data));
  }, [record.data]);
  const readOnly = mode === 'view';
  // A field's error hides once the field is changed (the next submit answers afresh).
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setEdited((e) => new Set(e).add(k === 'keywords' ? 'keyword' : k));
  };
  const fieldErr = (field: string) => {
    if (edited.has(field)) return null;
    const e = error?.fieldMap()[field];
    return e ? `${e.message} (${e.code})` : null;
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setSaving(true);
    setError(null);
    setEdited(new Set());
    try {
      await saveWebinar({ id: id ? Number(id) : undefined, data: toInput(form), banner, video }, setProgress);
      showToast({ title: t(mode === 'add' ? 'adminWebinars.form.added' : 'adminWebinars.form.updated') });
      navigate('/admin/manage-webinars');
    } catch (e) {
      const err = toApiError(e);
      setError(err);
      if (err.fields.length === 0) showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };
  if (id && record.error) return <ErrorState error={record.error} onRetry={record.reload} />;
  if (id && !record.data) return <LoadingState />;
  const recorded = form.webinar_type === 4;
  const toggle = (k: 'client_type' | 'specific_clients' | 'specific_partners', v: number) =>
    set(k, form[k].includes(v) ? form[k].filter((x) => x !== v) : [...form[k], v]);
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {t(
            mode === 'add'
              ? 'adminWebinars.form.add'
              : mode === 'edit'
                ? 'adminWebinars.form.edit'
                : 'adminWebinars.form.view',
          )}
        </h1>
        {mode === 'view' && (
          <Link to={`/admin/edit-webinar/${id}`} className={buttonClass('primary')}>
            {t('adminWebinars.form.editButton')}
          </Link>
        )}
      </div>
      {mode === 'edit' && record.data && record.data.registrations > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('adminWebinars.form.registered', { count: record.data.registrations })}
        </p>
      )}
      <form
        className="card flex flex-col gap-4 p-5 sm:p-6"
        onSubmit={submit}
        noValidate
        aria-label={t('adminWebinars.form.formLabel')}
      >
        <fieldset disabled={readOnly || saving} className="flex flex-col gap-4">
          <div>
            <label htmlFor="wb-type" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminWebinars.form.type')}
              <span className="text-red-600" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="wb-type"
              className="input"
              value={form.webinar_type}
              onChange={(e) => set('webinar_type', Number(e.target.value))}
              aria-invalid={fieldErr('webinar_type') ? true : undefined}
              aria-describedby="wb-type-note"
            >
              <option value={1}>{t('adminWebinars.form.typeClientLink')}</option>
              <option value={2}>{t('adminWebinars.form.typeProviderLink')}</option>
              <option value={3}>{t('adminWebinars.form.typeOpen')}</option>
              <option value={4}>{t('adminWebinars.form.typeRecorded')}</option>
            </select>
            {fieldErr('webinar_type') && <p className="mt-1.5 text-sm text-red-700">{fieldErr('webinar_type')}</p>}
            {/* What the type changes below, said before it changes (issue 29: "Recorded" swapped fields silently). */}
            <p id="wb-type-note" className="mt-1.5 text-xs text-slate-600" aria-live="polite" data-type-note>
              {t(recorded ? 'adminWebinars.form.typeNoteRecorded' : 'adminWebinars.form.typeNoteLive')}
            </p>
          </div>
          <TextField
            label={t('adminWebinars.form.name')}
            required
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={fieldErr('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('adminWebinars.form.presenter')}
              required
              value={form.presenter}
              onChange={(e) => set('presenter', e.target.value)}
              error={fieldErr('presenter')}
            />
            <div>
              <label htmlFor="wb-speaker" className="mb-1.5 block text-sm font-medium text-slate-700">
                {t('adminWebinars.form.speaker')}
                <span className="text-red-600" aria-hidden="true">
                  *
                </span>
              </label>
              <select
                id="wb-speaker"
                className="input"
                value={form.speaker_id}
                onChange={(e) => set('speaker_id', Number(e.target.value))}
                aria-invalid={fieldErr('speaker_id') ? true : undefined}
                aria-describedby={fieldErr('speaker_id') ? 'wb-speaker-error' : undefined}
              >
                <option value={0}>{t('adminWebinars.form.chooseSpeaker')}</option>
                {(speakers.data?.speakers ?? []).map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {fieldErr('speaker_id') && (
                <p id="wb-speaker-error" className="mt-1.5 text-sm text-red-700">
                  {fieldErr('speaker_id')}
                </p>
              )}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t(recorded ? 'adminWebinars.form.publishedOn' : 'adminWebinars.form.date')}
              type="date"
              required
              value={form.date}
              onChange={(e) => set('date', e.target.value)}
              error={fieldErr('date')}
            />
            <TextField
              label={t('adminWebinars.form.start')}
              type="time"
              required
              value={form.start_time}
              onChange={(e) => set('start_time', e.target.value)}
              error={fieldErr('start_time')}
            />
            {recorded ? (
              <TextField
                label={t('adminWebinars.form.duration')}
                type="number"
                min={1}
                required
                value={form.duration}
                onChange={(e) => set('duration', e.target.value)}
                error={fieldErr('duration')}
              />
            ) : (
              <TextField
                label={t('adminWebinars.form.end')}
                type="time"
                required
                value={form.end_time}
                onChange={(e) => set('end_time', e.target.value)}
                error={fieldErr('end_time')}
              />
            )}
          </div>
          {!recorded && (
            <TextField
              label={t('adminWebinars.form.joinUrl')}
              type="url"
              required
              placeholder={URL_PLACEHOLDER}
              value={form.join_url}
              onChange={(e) => set('join_url', e.target.value)}
              error={fieldErr('join_url')}
            />
          )}
          <TextField
            label={t('adminWebinars.form.keywords')}
            required
            value={form.keywords}
            onChange={(e) => set('keywords', e.target.value)}
            error={fieldErr('keyword')}
          />
          <div>
            <label htmlFor="wb-desc" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminWebinars.form.description')}
            </label>
            <textarea
              id="wb-desc"
              className="input min-h-24"
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          {form.webinar_type !== 3 && (
            <AudienceFields form={form} toggle={toggle} setIds={set} locked={readOnly || saving} fieldErr={fieldErr} />
          )}
          <MediaFields
            record={record.data}
            recorded={recorded}
            mode={mode}
            readOnly={readOnly}
            banner={banner}
            video={video}
            onBanner={setBanner}
            onVideo={(file) => {
              setVideo(file);
              setEdited((x) => new Set(x).add('video'));
            }}
            fieldErr={fieldErr}
          />
        </fieldset>
        {saving && (
          <div>
            <label htmlFor="wb-progress" className="text-sm text-slate-700">
              {t('adminWebinars.form.uploading', { progress })}
            </label>
            <progress id="wb-progress" className="h-2 w-full" max={100} value={progress} />
          </div>
        )}
        {error && error.fields.some((f) => !edited.has(f.field)) && (
          <p role="alert" className="text-sm text-red-700">
            {t('adminWebinars.form.checkFields')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Link to="/admin/manage-webinars" className={buttonClass('secondary')}>
            {t(readOnly ? 'adminWebinars.form.back' : 'common.cancel')}
          </Link>
          {!readOnly && (
            <Button type="submit" disabled={saving}>
              {t(mode === 'add' ? 'adminWebinars.form.add' : 'adminWebinars.form.save')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
