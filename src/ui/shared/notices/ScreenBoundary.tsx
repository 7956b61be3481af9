// Around each screen: an error while drawing it shows a notice with "Start a new game" instead of a blank
// page. Starting again sets the saved match aside (it may be what broke the table) and deals a new one.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Messages } from '../../i18n';

export interface ScreenBoundaryProps {
  texts: Messages['app']['notices']['crash'];
  /** Sets the broken match aside and deals a new one; then the screen is drawn again. */
  onRestart(): void;
  homeHref: string;
  onHome?(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen could not be drawn', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { texts, onRestart, homeHref, onHome } = this.props;
    return (
      <main className="app-crash" role="alert" aria-labelledby="app-crash-title">
        <h1 className="app-crash__title" id="app-crash-title">
          {texts.title}
        </h1>
        <p className="app-crash__text">{texts.text}</p>
        <div className="app-crash__actions">
          <button
            type="button"
            className="scr-btn scr-btn--primary"
            onClick={() => {
              onRestart();
              this.setState({ error: null });
            }}
          >
            {texts.restart}
          </button>
          {onHome && (
            <a
              className="scr-btn scr-btn--secondary"
              href={homeHref}
              onClick={(e) => {
                e.preventDefault();
                this.setState({ error: null });
                onHome();
              }}
            >
              {texts.home}
            </a>
          )}
        </div>
      </main>
    );
  }
}

interface QuietState {
  failed: boolean;
}

/**
 * Around a part of the page that is not a screen (the notices about saving, a question over the table): an
 * error while drawing it costs only that part, which is left out, never the screen under it.
 */
export class PartBoundary extends Component<{ name: string; children: ReactNode }, QuietState> {
  override state: QuietState = { failed: false };

  static getDerivedStateFromError(): QuietState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} could not be drawn`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
