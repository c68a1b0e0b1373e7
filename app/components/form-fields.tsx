// Inputs bound to conform fields: label, input, help and the field's errors.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "./form";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- these components take a field of any form
type AnyField = FieldMetadata<any, any, string[]>;

const inputClass =
  "mt-1 block w-full rounded border border-line bg-surface px-3 py-2 text-fg aria-[invalid]:border-danger";

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  help,
  autoFocus,
  readOnly,
}: {
  meta: AnyField;
  label: string;
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  help?: ReactNode;
  autoFocus?: boolean;
  /** shown and sent as it is, but not editable (a field the member may not change) */
  readOnly?: boolean;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type })}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        readOnly={readOnly}
        className={readOnly ? `${inputClass} bg-page text-muted` : inputClass}
      />
      {help ? <p className="mt-1 text-xs text-muted">{help}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  rows = 4,
  help,
  readOnly,
}: {
  meta: AnyField;
  label: string;
  rows?: number;
  help?: ReactNode;
  readOnly?: boolean;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        {...getTextareaProps(meta)}
        rows={rows}
        readOnly={readOnly}
        className={readOnly ? `${inputClass} bg-page text-muted` : inputClass}
      />
      {help ? <p className="mt-1 text-xs text-muted">{help}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
