import { Component, type ReactNode } from 'react';
import { t } from '../../../../i18n/browser';

type Props = { resetKey: string; children: ReactNode };
type State = { error: string | null; resetKey: string };

/** A schema the editor is still typing can make the preview throw; only the preview shows it. */
export class PreviewBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  render(): ReactNode {
    if (this.state.error) {
      return (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {t('adminForms.previewError', { message: this.state.error })}
        </p>
      );
    }
    return this.props.children;
  }
}
