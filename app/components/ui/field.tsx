/**
 * The look shared by text inputs and selects (44 px tall for touch); `aria-invalid` turns the
 * border red. The fields themselves are the family in components/forms.tsx.
 */
export const inputClassName =
  "min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-inner placeholder:text-slate-500 focus-visible:border-ocean-600 aria-invalid:border-coral-700 aria-invalid:ring-1 aria-invalid:ring-coral-700";
