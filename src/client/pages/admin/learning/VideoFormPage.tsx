import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { SelectField, TextField } from '../../../components/FormField';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import type { VideoInput } from '../../learning/learning-api';
import { type AdminVideo, VIDEO_CATEGORIES } from './learning-admin-api';
import { UploadField } from './UploadField';

type Mode = 'add' | 'edit' | 'view';

/** /admin/manage-e-learning-videos/add, /edit/:id, /view/:id: one form in three modes. */
export function VideoFormPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode: Mode = !id ? 'add' : pathname.includes('/view/') ? 'view' : 'edit';
  useDocumentTitle(mode === 'add' ? 'Add video' : mode === 'edit' ? 'Edit video' : 'View video');
  const navigate = useNavigate();
  const list = useApiQuery<{ videos: AdminVideo[]; playlists: Array<{ _id: number; name: string }> }>(
    '/admin/e-learning-videos',
  );
  const record = id ? list.data?.videos.find((v) => v._id === Number(id)) : undefined;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [duration, setDuration] = useState('');
  const [file, setFile] = useState<{ id: number; name: string } | null>(null);
  const [playlists, setPlaylists] = useState<number[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    if (!record) return;
    setTitle(record.title);
    setDescription(record.description);
    setCategory(String(record.category_id));
    setDuration(String(record.duration));
    setFile({ id: record.file_id, name: 'current video' });
    setPlaylists(record.playlist_ids);
  }, [record]);
  const readOnly = mode === 'view';
  const fieldErr = (f: string) => {
    const e = error?.fieldMap()[f];
    return e ? `${e.message} (${e.code})` : null;
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    const input = JSON.parse(
      JSON.stringify({
        title,
        description: description || undefined,
        category_id: Number(category) || undefined,
        duration: duration ? Number(duration) : undefined,
        file_id: file?.id,
        playlist_ids: playlists,
      }),
    ) as VideoInput;
    try {
      if (mode === 'add') await apiPost('/admin/e-learning-videos', input);
      else await apiPatch(`/admin/e-learning-videos/${id}`, input);
      showToast({ title: 'Video saved' });
      void navigate('/admin/manage-e-learning-videos');
    } catch (e) {
      setError(toApiError(e));
    }
  };
  if (list.error) return <ErrorState error={list.error} onRetry={list.reload} />;
  if (!list.data) return <LoadingState />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {mode === 'add' ? 'Add video' : mode === 'edit' ? 'Edit video' : 'View video'}
        </h1>
        <Link to="/admin/manage-e-learning-videos" className={buttonClass('ghost')}>
          Back to videos
        </Link>
      </div>
      <form className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-6" onSubmit={submit} noValidate>
        <TextField
          label="Title"
          value={title}
          readOnly={readOnly}
          onChange={(e) => setTitle(e.target.value)}
          error={fieldErr('title')}
        />
        <SelectField
          label="Category"
          value={category}
          disabled={readOnly}
          placeholder="Choose a category"
          onChange={(e) => setCategory(e.target.value)}
          options={VIDEO_CATEGORIES}
          error={fieldErr('category_id')}
        />
        <TextField
          label="Description"
          value={description}
          readOnly={readOnly}
          onChange={(e) => setDescription(e.target.value)}
          containerClassName="sm:col-span-2"
        />
        <TextField
          label="Duration (minutes)"
          inputMode="numeric"
          value={duration}
          readOnly={readOnly}
          onChange={(e) => setDuration(e.target.value.replace(/[^\d]/g, ''))}
          error={fieldErr('duration')}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Playlists</legend>
          {list.data.playlists.map((p) => (
            <label key={p._id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                disabled={readOnly}
                checked={playlists.includes(p._id)}
                onChange={(e) =>
                  setPlaylists((ps) => (e.target.checked ? [...ps, p._id] : ps.filter((x) => x !== p._id)))
                }
              />
              {p.name}
            </label>
          ))}
        </fieldset>
        <div className="sm:col-span-2">
          {readOnly && record?.video_url ? (
            <video
              controls
              preload="metadata"
              className="aspect-video w-full max-w-xl rounded-lg bg-black"
              aria-label={title}
            >
              <source src={record.video_url} type={record.mime} />
            </video>
          ) : (
            <UploadField
              label="Video file (MP4 or WebM)"
              kind="video"
              current={file?.name ?? null}
              onUploaded={(fid, name) => setFile({ id: fid, name })}
              error={fieldErr('file_id')}
              disabled={readOnly}
            />
          )}
        </div>
        {error && !error.fields.length && (
          <InlineAlert>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
        {!readOnly && (
          <Button type="submit" className="self-start">
            Save video
          </Button>
        )}
      </form>
    </div>
  );
}
