import { Link, useLocation } from 'react-router-dom';

export default function SignupChooserPage() {
  // Keeps ?email= of an invitation link on the way to the form.
  const { search } = useLocation();
  return (
    <div className="container">
      <div className="auth-page auth-page-wide">
        <h1 className="center">Rethink, Ignite your Career</h1>
        <p className="center muted">Choose the account that fits you.</p>
        <div className="grid grid-2">
          <Link to={`/signup/individual${search}`} className="card card-link">
            <h2>Individual</h2>
            <p className="muted">Students, graduates, employed people, mentors and trainers: get career guidance, learn new skills and find mentors.</p>
            <span className="btn btn-primary">Sign up as an individual</span>
          </Link>
          <Link to={`/signup/institution${search}`} className="card card-link">
            <h2>Institution</h2>
            <p className="muted">Schools, universities and training providers: share courses, work with mentors and reach learners.</p>
            <span className="btn btn-outline">Register an institution</span>
          </Link>
        </div>
        <p className="center" style={{ marginTop: '1rem' }}>
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
      </div>
    </div>
  );
}
