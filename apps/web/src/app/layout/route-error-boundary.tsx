import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../../components/ui/route-error-page';

interface Props {
  /** The screen's address; a new one clears the error, so the patient can navigate away from it. */
  pathname: string;
  children: ReactNode;
}

interface State {
  hasError: boolean;
  pathname: string;
}

/**
 * Shows the error page in place of a screen that threw while rendering or whose code failed to
 * download (e.g. after a deploy), instead of a blank page; React needs a class for this.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { hasError: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { hasError: false, pathname: props.pathname };
  }

  render() {
    return this.state.hasError ? <RouteErrorPage /> : this.props.children;
  }
}
