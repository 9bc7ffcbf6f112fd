// A labelled text input that shows its error in red under the field (SPEC §5), linked to the
// input for screen readers (aria-invalid, aria-describedby).
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  font: inherit;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
    outline-color: ${(p) => p.theme.colors.error};
    background: #fdf3f2;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
  font-size: 0.875rem;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        ref={ref}
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <ErrorText id={errorId} data-testid="field-error">
          {error}
        </ErrorText>
      )}
    </Field>
  );
});
