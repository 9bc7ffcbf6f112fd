// A step's form (the shop's one form approach, useShopForm), filled from the registration store
// and writing every change back to it at once: going back, going forward and reloading keep what
// was typed, valid or not.
import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useShopForm } from '@kraanvogel/shared/forms';
import type { $ZodType } from 'zod/v4/core';

export function useStoredForm<T extends FieldValues>(schema: $ZodType<T, T>, stored: T, save: (values: Partial<T>) => void) {
  const form = useShopForm<T>(schema, { defaultValues: stored as DefaultValues<T> });
  useEffect(() => {
    const subscription = form.watch((values) => save(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [form, save]);
  return form;
}
