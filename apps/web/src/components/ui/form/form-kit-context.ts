import { createContext, useContext } from 'react';

/** What a `ZodForm` tells the kit's controls inside it besides its react-hook-form methods. */
export interface FormKit {
  /** The form is being sent: its `SubmitButton` shows a spinner and cannot be pressed again. */
  pending: boolean;
}

export const FormKitContext = createContext<FormKit>({ pending: false });

/** The surrounding `ZodForm`'s state (not pending outside one). */
export function useFormKit(): FormKit {
  return useContext(FormKitContext);
}
