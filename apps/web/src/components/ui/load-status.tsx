import { Button } from './button';

interface LoadStatusProps {
  status: 'loading' | 'error' | 'ready';
  loadingText: string;
  errorText: string;
  retryText: string;
  onRetry: () => void;
}

/**
 * What a page section says while its data loads or after it failed, with a way to try again;
 * nothing once ready. The loading text is a polite status, the failure an alert.
 */
export function LoadStatus({ status, loadingText, errorText, retryText, onRetry }: LoadStatusProps) {
  if (status === 'loading') {
    return (
      <p role="status" className="load-status">
        {loadingText}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="load-status load-status--error">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      </div>
    );
  }
  return null;
}
