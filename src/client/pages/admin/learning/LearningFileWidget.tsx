import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { FormRecord } from '../../../forms/schema-validator';
import { UploadField } from './UploadField';
import { useT } from '../../../../i18n/browser';

/**
 * A learning file field (a learning file id) uploaded at once by the resumable upload.
 * `ui:options.kind`: image (default), video or pdf. An optional field (not required) has Remove, which
 * sends null where the schema allows it, else leaves the field out. `ui:options.preview` ({id, url}):
 * the stored image, shown while the field still holds that file (the course form's current image).
 */
export function LearningFileWidget({
  id,
  value,
  onChange,
  disabled,
  readonly,
  required,
  label,
  options,
  schema,
}: WidgetProps<FormRecord>) {
  const t = useT();
  const [name, setName] = useState<string | null>(null);
  const kind = options.kind === 'video' || options.kind === 'pdf' ? options.kind : 'image';
  const has = typeof value === 'number';
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const preview = isPreview(options.preview) && options.preview.id === value ? options.preview.url : null;
  const currentName =
    kind === 'video'
      ? t('adminLearning.upload.currentVideo')
      : kind === 'pdf'
        ? t('adminLearning.upload.currentFile')
        : t('adminLearning.upload.currentImage');
  const removeLabel =
    kind === 'video'
      ? t('adminLearning.upload.removeVideo')
      : kind === 'pdf'
        ? t('adminLearning.upload.removeFile')
        : t('adminLearning.upload.removeImage');
  return (
    <div className="flex flex-wrap items-start gap-3">
      {preview && (
        <img
          src={preview}
          alt={t('adminLearning.upload.preview')}
          className="h-20 w-36 shrink-0 rounded-md object-cover"
          data-testid="learning-file-preview"
        />
      )}
      {disabled || readonly ? (
        <p className="text-sm text-slate-600">
          {has ? t('adminLearning.upload.uploaded', { name: name ?? currentName }) : t('adminLearning.upload.noFile')}
        </p>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <UploadField
            inputId={id}
            hideLabel
            label={label}
            kind={kind}
            current={has ? (name ?? currentName) : null}
            onUploaded={(fid, n) => {
              setName(n);
              onChange(fid);
            }}
          />
          {has && !required && (
            <Button variant="ghost" size="sm" onClick={() => onChange(nullable ? null : undefined)}>
              {removeLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const isPreview = (v: unknown): v is { id: number; url: string } =>
  typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string';
