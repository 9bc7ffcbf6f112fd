// What a warehouse-only user sees on an orders or invoices URL (the api answers them 403 too).
import { Link } from 'react-router';
import { texts } from '../../../texts';

export function NoAccess() {
  return (
    <div role="alert" data-testid="no-access">
      <h2>{texts.noAccess.title}</h2>
      <p>{texts.noAccess.text}</p>
      <Link to="/mijnaccount">{texts.noAccess.back}</Link>
    </div>
  );
}
