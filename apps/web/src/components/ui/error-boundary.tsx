import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  fallback: (reset: () => void) => ReactNode;
  /** When any of these change (e.g. the path), a shown error is cleared. */
  resetKeys?: readonly unknown[];
  children: ReactNode;
};

type State = { error: unknown; hasError: boolean; resetKeys: readonly unknown[] };

const changed = (a: readonly unknown[], b: readonly unknown[]) => a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** Spec 1 §8 "Render failure": catches what a screen throws while rendering. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? [];
    if (!changed(keys, state.resetKeys)) return null;
    return { resetKeys: keys, hasError: false, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Spec 1 §2: nothing is sent anywhere; the details stay in this browser's console.
    console.error('Render failure', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    return this.state.hasError ? this.props.fallback(this.reset) : this.props.children;
  }
}
