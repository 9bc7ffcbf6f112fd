// The instant-search dropdown's look: the box with its button, the dropdown and an option.
import styled from 'styled-components';
import { up, visuallyHiddenStyles } from '@kraanvogel/shared';

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

export const Form = styled.form`
  display: flex;
  width: 100%;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    color: ${(p) => p.theme.colors.text};
    background: #fff;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius} 0 0 ${(p) => p.theme.radius};
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.5rem 1rem;
    border: 0;
    border-radius: 0 ${(p) => p.theme.radius} ${(p) => p.theme.radius} 0;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
  }
  /* The barcode scanner's button: on phones only, beside the search button. */
  .scan {
    margin-left: 0.25rem;
    border-radius: ${(p) => p.theme.radius};
    ${up('md')} {
      display: none;
    }
  }
`;

export const Dropdown = styled.div`
  position: absolute;
  z-index: 50;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  /* No scroll region of its own: it holds at most the completions and five articles, and the page
     scrolls when that is taller than a phone's screen (a region that scrolls must be reachable with
     Tab, and focus belongs in the search box of a combobox). */
  background: #fff;
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  padding: 0.5rem 0;
  .group-title {
    margin: 0.25rem 0.75rem;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.muted};
  }
  .message {
    margin: 0.5rem 0.75rem;
  }
  .sr {
    ${visuallyHiddenStyles}
  }
`;

export const Option = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.4rem 0.75rem;
  cursor: pointer;
  background: ${(p) => (p.$active ? p.theme.colors.surface : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${p.theme.colors.primary}` : 'none')};
  outline-offset: -2px;
  .code {
    font-size: 0.8125rem;
    color: ${(p) => p.theme.colors.muted};
  }
  &:hover {
    background: ${(p) => p.theme.colors.surface};
  }
`;
