// Text for screen readers only: part of an accessible name or a live announcement without taking
// up room on screen. The one definition; the global '.visually-hidden' class uses the same rules.
import styled, { css } from 'styled-components';

export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
