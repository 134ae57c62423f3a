/**
 * The `<form>` of a `useForm` form: posted by script only (noValidate, the hook checks), busy
 * while it sends, and inert until hydrated: the server-rendered form is visible at once, and
 * its fieldset is disabled until the script that sends it has loaded, so nothing typed is lost
 * to a plain HTML post.
 *
 * @example <FormFrame form={form} after={<p>…</p>}><AuthField … /><button type="submit">Send</button></FormFrame>
 */
import type { ReactNode } from 'react';
import type { Form } from './use-form.ts';

interface Props {
  form: Pick<Form, 'formRef' | 'onSubmit' | 'busy' | 'hydrated'>;
  /** False while the form cannot be sent yet for another reason, e.g. a link without its token. */
  ready?: boolean;
  className?: string;
  children: ReactNode;
  /** Below the fields, outside the disabled fieldset: links that work before hydration. */
  after?: ReactNode;
}

export function FormFrame({ form, ready = true, className = 'grid gap-5', children, after }: Props) {
  const live = form.hydrated && ready;
  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className={className}
      aria-busy={form.busy}
      data-hydrated={live ? 'true' : undefined}
    >
      <fieldset disabled={!live} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        {children}
      </fieldset>
      {after}
    </form>
  );
}
