// What a user sees on an account page his role does not allow (the api answers him 403 too): a
// warehouse-only user on orders, invoices or returns, anyone but the main user on the organization.
import { Link } from 'react-router';
import { texts } from '@/texts';

export function NoAccess({ text = texts.noAccess.text }: { text?: string }) {
  return (
    <div role="alert" data-testid="no-access">
      <h2>{texts.noAccess.title}</h2>
      <p>{text}</p>
      <Link to="/mijnaccount">{texts.noAccess.back}</Link>
    </div>
  );
}
