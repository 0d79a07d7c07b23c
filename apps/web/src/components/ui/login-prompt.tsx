import { Link } from 'react-router';

interface LoginPromptProps {
  /** Where login sends the patient back to. */
  redirectPath: string;
}

export function LoginPrompt({ redirectPath }: LoginPromptProps) {
  return (
    <p className="login-prompt">
      Already have an account? <Link to={`/auth/login?redirect=${encodeURIComponent(redirectPath)}`}>Log in</Link>
    </p>
  );
}
