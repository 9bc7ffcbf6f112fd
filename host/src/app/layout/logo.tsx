// The shop's logo: a crane (kraanvogel) mark and the name; it leads home.
import { Link } from 'react-router';
import styled from 'styled-components';
import { texts } from '@/texts';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: #fff;
  font-weight: 700;
  font-size: 1.5rem;
  letter-spacing: 0.02em;
  text-decoration: none;
`;

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Home to={to} aria-label={texts.header.logoLabel}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#fff" />
        <path d="M9 24c3-1 5-4 6-8l1-6c0-2 2-3 3-2l3 2-3 0-1 6c-1 5-4 8-9 9z" fill="#00529b" />
        <path d="M16 20l-2 6M18 19l1 7" stroke="#00529b" strokeWidth="1.5" />
      </svg>
      Kraanvogel
    </Home>
  );
}
