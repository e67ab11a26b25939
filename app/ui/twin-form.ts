import type { getFormProps } from "@conform-to/react";
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from "react";

// A form with a plain twin (decision 0003's update): only its fields are swapped for conform's, never the
// <form> and its buttons. A button pressed while the swap happens would otherwise be a detached node by the time
// it is released, and the press was lost (CI lost chat messages so). conform's form props (noValidate, its
// submit handler, the form's ARIA) are handed up to the frame that stays, and put on the same <form> element.

type FormProps = ReturnType<typeof getFormProps>;
type Attributes = Omit<FormProps, "onSubmit">;

/** What the widget calls with `getFormProps(form)` on every render (through `useReportForm`). */
export type ReportForm = (props: FormProps) => void;

/** The frame's side: the props for its <form> (none until conform's fields are in place), and the reporter. */
export function useTwinForm(): [Partial<FormProps> | undefined, ReportForm] {
  const onSubmit = useRef<FormProps["onSubmit"] | null>(null);
  const [attributes, setAttributes] = useState<Attributes | null>(null);
  const report = useCallback<ReportForm>(({ onSubmit: handler, ...rest }) => {
    onSubmit.current = handler;
    setAttributes((shown) => (shown && sameAttributes(shown, rest) ? shown : rest));
  }, []);
  const submit = useCallback((event: FormEvent<HTMLFormElement>) => onSubmit.current?.(event), []);
  return [attributes ? { ...attributes, onSubmit: submit } : undefined, report];
}

/** The widget's side: hands conform's form props to the frame before the browser paints. */
export function useReportForm(report: ReportForm, props: FormProps) {
  useLayoutEffect(() => report(props));
}

function sameAttributes(a: Attributes, b: Attributes) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Attributes>;
  return [...keys].every((key) => a[key] === b[key]);
}
