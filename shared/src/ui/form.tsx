// The fields of the shop's forms: each renders a label, the control and its message, linked for
// screen readers (aria-invalid, aria-describedby). The form's logic — react-hook-form with a zod
// schema (`useShopForm`) and the Dutch text rule (`textRule`) — is the '@kraanvogel/shared/forms'
// entry (src/forms.ts), so that those libraries load with the first form and not on every page.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** What a field accepts as its error: react-hook-form's FieldError or a message. */
export type FieldErrorLike = string | { message?: string } | undefined;

const messageOf = (error: FieldErrorLike) => (typeof error === 'string' ? error : error?.message);

const controlStyles = css`
  font: inherit;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: #fff;
  color: ${(p) => p.theme.colors.text};
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

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  > label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  ${controlStyles}
`;
const Select = styled.select`
  ${controlStyles}
`;
const Area = styled.textarea`
  ${controlStyles};
  min-height: 6rem;
  resize: vertical;
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
  font-size: 0.875rem;
`;

/** The message under a field, in red; `id` is what the control's aria-describedby points at. */
export function FieldMessage({ id, error }: { id: string; error: FieldErrorLike }) {
  const message = messageOf(error);
  if (!message) return null;
  return (
    <ErrorText id={id} data-testid="field-error">
      {message}
    </ErrorText>
  );
}

/** The ids and aria attributes a control needs for its hint and error. */
function useFieldIds(error: FieldErrorLike, hint: ReactNode | undefined, givenId?: string) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== undefined && error !== '';
  const describedBy = [hint ? hintId : null, invalid && messageOf(error) ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, aria: { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': describedBy } };
}

interface FieldProps {
  label: ReactNode;
  error?: FieldErrorLike;
  hint?: ReactNode;
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id: givenId, ...input }, ref) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint, givenId);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input ref={ref} id={id} type="text" {...aria} {...input} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldMessage id={errorId} error={error} />
    </Field>
  );
});

export type TextAreaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id: givenId, ...area }, ref) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint, givenId);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Area ref={ref} id={id} {...aria} {...area} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldMessage id={errorId} error={error} />
    </Field>
  );
});

export interface Option {
  value: string;
  label: ReactNode;
}

export type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { options: readonly Option[] };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, options, id: givenId, ...select },
  ref,
) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint, givenId);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select ref={ref} id={id} {...aria} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldMessage id={errorId} error={error} />
    </Field>
  );
});

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  cursor: pointer;
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${(p) => p.theme.colors.error};
  }
`;

export type CheckboxProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, hint, id: givenId, ...input }, ref) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint, givenId);
  return (
    <Field>
      <CheckLabel htmlFor={id}>
        <input ref={ref} id={id} type="checkbox" {...aria} {...input} />
        <span>{label}</span>
      </CheckLabel>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldMessage id={errorId} error={error} />
    </Field>
  );
});

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.5rem;
  }
  .option {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 1rem;
  }
`;

export type RadioGroupProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'value'> & {
    options: readonly Option[];
    name: string;
    /** The chosen option's value ('' for none), for a group whose choice the app keeps itself. */
    value?: string;
    /** Beside an option, outside its label: e.g. a button that removes it. */
    optionAction?: (option: Option) => ReactNode;
  };

/** A set of radio buttons under one legend; spread `register('field')` on it like on one input. */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { label, error, hint, options, id: givenId, value, optionAction, ...input },
  ref,
) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint, givenId);
  return (
    <Fieldset aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']} role="radiogroup">
      <legend>{label}</legend>
      <div className="choices">
        {options.map((o) => {
          const radio = (
            <CheckLabel key={o.value} htmlFor={`${id}-${o.value}`}>
              <input ref={ref} id={`${id}-${o.value}`} type="radio" value={o.value} {...(value === undefined ? {} : { checked: value === o.value })} {...input} />
              <span>{o.label}</span>
            </CheckLabel>
          );
          const action = optionAction?.(o);
          return action ? (
            <div key={o.value} className="option">
              {radio}
              {action}
            </div>
          ) : (
            radio
          );
        })}
      </div>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldMessage id={errorId} error={error} />
    </Fieldset>
  );
});
