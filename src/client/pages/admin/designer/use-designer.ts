import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldError } from '../../../../shared/app-error';
import type { PageDocument, PageWidget } from '../../../../shared/landing/page-document';
import { isAbortError, toApiError, type ApiError } from '../../../api/api-error';
import { changePublished, getPageState, saveDraft, type PageState } from './designer-api';
import { conflictOf, serverErrorsOf, type Conflict, type DesignerNotice } from './designer-conflict';
import { emptyPage } from './designer-grid';
import { clearWork, readWork, writeWork } from './designer-storage';
import { checkPage, upgradeForEditing } from './page-checks';
import { useWidgetEdits } from './use-widget-edits';
import { t } from '../../../../i18n/browser';

/**
 * The designer's state for one company's page (0 = the default page): the working document,
 * the revision it is based on, selection, validation, and save / publish / rollback with the
 * server's optimistic-concurrency checks.
 */
export function useDesigner(companyKey: number) {
  const [state, setState] = useState<PageState | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [doc, setDoc] = useState<PageDocument>(() => emptyPage(null));
  const [baseRevision, setBaseRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'rollback' | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<DesignerNotice>(null);
  const [attempt, setAttempt] = useState(0);
  const docRef = useRef(doc);
  docRef.current = doc;
  // What the admin last saw as published: the base of the server's publish conflict check.
  const stateRef = useRef(state);
  stateRef.current = state;

  const announce = useCallback((text: string) => {
    // Re-announce identical messages too (screen readers skip unchanged live text).
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  const companyId = companyKey === 0 ? null : companyKey;

  useEffect(() => {
    const controller = new AbortController();
    setState(null);
    setLoadError(null);
    setConflict(null);
    setServerErrors([]);
    setSelectedId(null);
    setNotice(null);
    (async () => {
      const s = await getPageState(companyKey, controller.signal);
      let start: PageDocument | null = s.draft;
      let fromDefault = false;
      if (!start && companyKey !== 0) {
        start = (await getPageState(0, controller.signal)).draft;
        fromDefault = !!start;
      }
      const stored = readWork(companyKey);
      setState(s);
      if (stored) {
        setDoc(upgradeForEditing(stored.doc, companyId));
        setBaseRevision(stored.baseRevision);
        setDirty(true);
        setNotice({
          tone: 'info',
          text: t('adminDesigner.notices.restored', { time: new Date(stored.savedAt).toLocaleTimeString('en-IN') }),
        });
      } else {
        setDoc(upgradeForEditing(start ?? emptyPage(companyId), companyId));
        setBaseRevision(s.latest_revision);
        setDirty(fromDefault);
        if (fromDefault)
          setNotice({
            tone: 'info',
            text: t('adminDesigner.notices.startingFromDefault'),
          });
      }
    })().catch((err: unknown) => {
      if (!isAbortError(err)) setLoadError(toApiError(err));
    });
    return () => controller.abort();
  }, [companyKey, companyId, attempt]);

  // Unsaved work survives a reload or a conflict.
  useEffect(() => {
    if (dirty && state) writeWork(companyKey, { doc, baseRevision });
  }, [dirty, doc, baseRevision, companyKey, state]);

  const issues = useMemo(() => checkPage(doc), [doc]);

  const update = useCallback((widgets: PageWidget[]) => {
    setDoc((d) => ({ ...d, widgets }));
    setDirty(true);
    setServerErrors([]);
  }, []);
  const { add, remove, step, setLayout, setProps } = useWidgetEdits({ docRef, update, announce, setSelectedId });

  const handleConflict = useCallback(
    async (err: ApiError) => {
      setConflict(await conflictOf(err, companyKey));
      announce(`${err.code}: ${err.message}`);
    },
    [announce, companyKey],
  );

  /** Saves the canvas as a new draft revision on top of `base` (normally the revision it was loaded from). */
  const save = useCallback(
    async (opts: { note?: string; base?: number } = {}): Promise<number | null> => {
      setBusy('save');
      setServerErrors([]);
      announce(t('adminDesigner.notices.saving'));
      try {
        const saved = await saveDraft({
          companyKey,
          doc: docRef.current,
          baseRevision: opts.base ?? baseRevision,
          note: opts.note,
        });
        setBaseRevision(saved.revision);
        setDirty(false);
        setConflict(null);
        clearWork(companyKey);
        const fresh = await getPageState(companyKey);
        setState(fresh);
        announce(t('adminDesigner.notices.draftSaved', { revision: saved.revision }));
        setNotice({
          tone: 'success',
          text: fresh.published_revision
            ? t('adminDesigner.notices.draftSavedPublished', {
                revision: saved.revision,
                published: fresh.published_revision,
              })
            : t('adminDesigner.notices.draftSavedDefault', { revision: saved.revision }),
        });
        return saved.revision;
      } catch (e) {
        const err = toApiError(e);
        if (err.code === 'E-10520') await handleConflict(err);
        else {
          setServerErrors(serverErrorsOf(err));
          announce(t('adminDesigner.notices.notSaved', { code: err.code, message: err.message }));
        }
        return null;
      } finally {
        setBusy(null);
      }
    },
    [announce, baseRevision, companyKey, handleConflict],
  );

  const publish = useCallback(async () => {
    let revision = baseRevision;
    if (dirty || revision === 0) {
      const saved = await save({ note: t('adminDesigner.notices.savedForPublishing') });
      if (saved === null) return;
      revision = saved;
    }
    setBusy('publish');
    announce(t('adminDesigner.notices.publishing', { revision }));
    try {
      await changePublished({
        companyKey,
        action: 'publish',
        revision,
        basePublished: stateRef.current?.published_revision ?? null,
      });
      setState(await getPageState(companyKey));
      setConflict(null);
      announce(t('adminDesigner.notices.published', { revision }));
      setNotice({
        tone: 'success',
        text:
          companyKey === 0
            ? t('adminDesigner.notices.liveForAll', { revision })
            : t('adminDesigner.notices.liveForCompany', { revision }),
      });
    } catch (e) {
      const err = toApiError(e);
      if (err.code === 'E-10521') await handleConflict(err);
      else {
        setServerErrors(serverErrorsOf(err));
        announce(t('adminDesigner.notices.notPublished', { code: err.code, message: err.message }));
      }
    } finally {
      setBusy(null);
    }
  }, [announce, baseRevision, companyKey, dirty, handleConflict, save]);

  /** Rolls back to an older revision: the server copies it into a new revision and publishes it. */
  const rollback = useCallback(
    async (revision: number) => {
      setBusy('rollback');
      announce(t('adminDesigner.notices.rollingBack', { revision }));
      try {
        await changePublished({
          companyKey,
          action: 'rollback',
          revision,
          basePublished: stateRef.current?.published_revision ?? null,
        });
        const fresh = await getPageState(companyKey);
        setState(fresh);
        clearWork(companyKey);
        setDoc(upgradeForEditing(fresh.draft ?? emptyPage(companyId), companyId));
        setBaseRevision(fresh.latest_revision);
        setDirty(false);
        setConflict(null);
        announce(t('adminDesigner.notices.rolledBackAnnounce', { latest: fresh.latest_revision, revision }));
        setNotice({
          tone: 'success',
          text: t('adminDesigner.notices.rolledBack', { revision, latest: fresh.latest_revision }),
        });
      } catch (e) {
        const err = toApiError(e);
        if (err.code === 'E-10521' || err.code === 'E-10520') await handleConflict(err);
        else {
          setServerErrors([{ field: '(body)', code: err.code, message: err.message }]);
          announce(t('adminDesigner.notices.notRolledBack', { code: err.code, message: err.message }));
        }
      } finally {
        setBusy(null);
      }
    },
    [announce, companyId, companyKey, handleConflict],
  );

  /** After E-10520: drop the canvas and load what the other admin saved. */
  const loadTheirs = useCallback(() => {
    clearWork(companyKey);
    setDirty(false);
    setAttempt((n) => n + 1);
  }, [companyKey]);

  /** After E-10521: refresh what is published, keeping the canvas as it is. */
  const refreshState = useCallback(async () => {
    const fresh = await getPageState(companyKey);
    setState(fresh);
    setConflict(null);
    announce(
      fresh.published_revision === null
        ? t('adminDesigner.notices.nonePublishedNow')
        : t('adminDesigner.notices.publishedNow', { revision: fresh.published_revision }),
    );
  }, [announce, companyKey]);

  const discard = useCallback(() => {
    clearWork(companyKey);
    setDirty(false);
    setAttempt((n) => n + 1);
  }, [companyKey]);

  return {
    state,
    loadError,
    reload: () => setAttempt((n) => n + 1),
    doc,
    baseRevision,
    dirty,
    issues,
    serverErrors,
    selectedId,
    setSelectedId,
    busy,
    conflict,
    setConflict,
    notice,
    setNotice,
    announcement,
    add,
    remove,
    step,
    setLayout,
    setProps,
    save,
    publish,
    rollback,
    loadTheirs,
    refreshState,
    discard,
    announce,
  };
}

export type Designer = ReturnType<typeof useDesigner>;
