import { Link } from 'react-router-dom';
import { MSG } from '@delv/shared';

/** After sign-up: the account exists but must be confirmed from the e-mail (spec 000 §4). */
export default function AccountCreated({ email }: { email: string }) {
  return (
    <div className="container">
      <div className="auth-page">
        <div className="card" role="status">
          <h1>{MSG.accountCreated}</h1>
          <p>
            We have sent a confirmation e-mail to <strong>{email}</strong>. Open the link in it to
            confirm your address and proceed.
          </p>
          <p className="muted">Not there after a few minutes? Check your spam folder.</p>
          <Link to="/login" className="btn btn-primary">Go to Sign In</Link>
        </div>
      </div>
    </div>
  );
}
