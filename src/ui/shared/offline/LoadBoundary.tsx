// Around a part of the app whose code comes in a chunk of its own (a screen, a dialog): a LoadError while
// drawing it (its code cannot come now) shows what is missing with Try again, in place of the part, and the
// rest of the screen goes on; once the browser is back online it tries again by itself. Any other error is
// not this boundary's: it goes on up to the screen's own. The part waits for its code inside the boundary's
// own Suspense, so that trying again never hides the boundary itself.
import { Component, Suspense, type ReactNode } from 'react';
import { isLoadError, whenOnline } from '../../../store/chunks';
import { retryParts } from '../../preloadable';
import { LoadFailed, type LoadFailedProps, type MissingPart } from './LoadFailed';

export type LoadBoundaryProps = {
  children: ReactNode;
  /** Shown while the part's code is on its way (nothing unless given). */
  fallback?: ReactNode;
} & (
  | {
      /** `toast` over the screen (a dialog), `screen` in place of a whole screen. */
      variant: LoadFailedProps['variant'];
      part: MissingPart;
      /** Gives up on the part for now (a dialog closes). */
      onClose?(): void;
      home?: LoadFailedProps['home'];
    }
  /** A part the player did not ask for (an offer, notices): nothing is shown, and it comes once back online. */
  | { variant: 'silent' }
);

interface State {
  error: unknown;
}

export class LoadBoundary extends Component<LoadBoundaryProps, State> {
  override state: State = { error: null };

  constructor(props: LoadBoundaryProps) {
    super(props);
    // A part opened again (a dialog closed after its failure) is fetched again, not shown its old failure.
    retryParts();
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private stopOnline: (() => void) | null = null;

  private readonly retry = () => {
    retryParts();
    this.setState({ error: null });
  };

  override componentDidMount() {
    this.stopOnline = whenOnline(() => {
      const { error } = this.state;
      if (isLoadError(error) && !error.lasting) this.retry();
    });
  }

  override componentWillUnmount() {
    this.stopOnline?.();
  }

  override render() {
    const { error } = this.state;
    if (error === null)
      return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
    if (!isLoadError(error)) throw error;
    const props = this.props;
    if (props.variant === 'silent') return null;
    return (
      <LoadFailed
        part={props.part}
        variant={props.variant}
        lasting={error.lasting}
        onRetry={this.retry}
        onClose={props.onClose}
        home={props.home}
        focus
        retryWhenOnline={false}
      />
    );
  }
}
