// The shop's one way of building a form, its logic half: react-hook-form with a zod schema as its
// resolver (`useShopForm`) and the Dutch text rule (`textRule`). Its own entry of the shared
// package, '@kraanvogel/shared/forms', so that react-hook-form and zod load with the first form,
// not with every page: the fields that render a form (TextField, TextArea, SelectField, Checkbox,
// RadioGroup) stay in the UI kit of '@kraanvogel/shared'.
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { sharedTexts } from './texts';

/**
 * The form library's `useWatch`, for a form made with `useShopForm`: from this entry, so that a
 * remote loads one react-hook-form. Schemas are written with zod's functional build, `zod/mini`
 * (`z.string().check(z.trim(), z.minLength(1, …))`), imported by the app itself: the bundler then
 * keeps only the parts of zod the app and this entry use (about 6 KB gzip), where the classic
 * `zod` build brings 10 KB more, and a namespace handed out from here could not be cut at all.
 */
export { useWatch } from 'react-hook-form';

/**
 * A form with the shop's behaviour: nothing is shown while the user types a first time; a submit
 * with an invalid field is stopped and every invalid field turns red with its message (and the
 * first one gets the focus); after that the messages follow each change.
 */
export function useShopForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: $ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'mode' | 'reValidateMode'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    ...options,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's overloads cannot follow the generic schema type
    resolver: zodResolver(schema as any) as any,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * A text rule with the shop's messages: trimmed; required unless `required: false`
 * ('Dit veld is verplicht'); at most `max` characters ('Maximale lengte van {n} tekens overschreden').
 */
export function textRule({ required = true, max }: { required?: boolean; max?: number } = {}) {
  const checks = [z.trim()];
  if (required) checks.push(z.minLength(1, sharedTexts.validation.required) as never);
  if (max !== undefined) checks.push(z.maxLength(max, sharedTexts.validation.maxLength(max)) as never);
  return z.string().check(...checks);
}
