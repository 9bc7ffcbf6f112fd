// The search box in the host's header. Enter or the button goes to /zoeken?phrase= (SPEC §4);
// the suggestions dropdown comes with the catalog issue.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import '../../app/register';
import { texts } from '../../texts';

const Form = styled.form`
  display: flex;
  width: 100%;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius} 0 0 ${(p) => p.theme.radius};
  }
  button {
    font: inherit;
    padding: 0.5rem 1rem;
    border: 0;
    border-radius: 0 ${(p) => p.theme.radius} ${(p) => p.theme.radius} 0;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
  }
`;

export default function InstantSearch() {
  const [phrase, setPhrase] = useState('');
  const navigate = useNavigate();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = phrase.trim();
    if (p) navigate(`/zoeken?phrase=${encodeURIComponent(p)}`);
  };
  return (
    <Form role="search" onSubmit={submit} data-testid="instant-search">
      <label htmlFor={id} className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
        {texts.instantSearch.label}
      </label>
      <input id={id} type="search" value={phrase} placeholder={texts.instantSearch.placeholder} onChange={(e) => setPhrase(e.target.value)} />
      <button type="submit">{texts.instantSearch.button}</button>
    </Form>
  );
}
