import { useEffect, useReducer, useState, type ChangeEvent, type FormEvent } from 'react';
import { loadWithRetry } from './lazy-load';

/*
 * The part of RHF (React Hook Form, the form library the app used before: 14 kB gzip in the first
 * load of every page with a form) that the app's forms use. Inputs stay uncontrolled (register()
 * gives name, ref and onChange; the values live in the store), so typing re-renders nothing until
 * there are errors to show. RHF defaults kept: validate on submit; after the first submit,
 * re-validate the changed field on every change (reValidateMode 'onChange'); focus the first
 * invalid field when a submit fails; values kept when a field unmounts (shouldUnregister false).
 * The resolver may load after the page (loadResolver): the schemas stay out of the first load.
 */

export type FieldError = { message?: string; type?: string };
/** Keyed by field name ('root' for form-wide errors); the forms here have flat values. */
export type FieldErrors<T> = Partial<Record<(keyof T & string) | 'root', FieldError>>;
export type Resolver<T> = (values: T) => { values: Partial<T>; errors: FieldErrors<T> };

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Focusable = { focus: () => void };

export type RegisterOptions = {
  /** Called after the form has the new value (method syntax: handlers may take a narrower event). */
  onChange?(event: ChangeEvent<FieldElement>): void;
};
/** What register() spreads onto an input, select or textarea. */
export type Registration = {
  name: string;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
};
export type Register<T> = (name: keyof T & string, options?: RegisterOptions) => Registration;
/** A controlled field (what RHF's Controller rendered): the form re-renders on change. */
export type ControlledField<V> = {
  name: string;
  value: V;
  onChange: (value: V) => void;
  ref: (element: Focusable | null) => (() => void) | undefined;
};

type Options<T> = {
  defaultValues: T;
  resolver?: Resolver<T>;
  /**
   * Loads the resolver instead (its schema stays out of the page's first load): from the mount
   * on, and a submit waits for it. Pass the same function on every render (a module-level one).
   */
  loadResolver?: () => Promise<Resolver<T>>;
};

const sameError = (a: FieldError | undefined, b: FieldError | undefined) =>
  a?.message === b?.message && a?.type === b?.type;

/** Writes a value into an uncontrolled element (a radio is checked when its value matches). */
function show(element: Focusable, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'radio')
    element.checked = element.value === value;
  else if ('value' in element) (element as FieldElement).value = value == null ? '' : String(value);
}

/** The value an element gives before anything was typed (a radio group with none checked: null). */
function read(elements: Iterable<Focusable>): unknown {
  for (const e of elements) {
    if (!(e instanceof HTMLInputElement && e.type === 'radio')) return (e as FieldElement).value;
    if (e.checked) return e.value;
  }
  return null;
}

function createStore<T>(options: Options<T>, render: () => void, setErrorState: (e: FieldErrors<T>) => void) {
  type Name = keyof T & string;
  const values = { ...options.defaultValues } as Record<string, unknown>;
  let defaults = options.defaultValues;
  let errors: FieldErrors<T> = {};
  let submitted = false;
  let resolver = options.resolver;
  let loadResolver = options.loadResolver;
  // What loadResolver gave (for the loader it came from); until then a submit waits for it.
  let loaded: { from: () => Promise<Resolver<T>>; resolver: Resolver<T> } | undefined;
  // The load under way: the mount's preload and an early submit share it.
  let pending: { from: () => Promise<Resolver<T>>; promise: Promise<Resolver<T>> } | undefined;
  // Names in the order they were first registered (the focus goes to the first invalid one).
  const elements = new Map<string, Set<Focusable>>();
  const registrations = new Map<string, Registration>();
  const fieldOptions = new Map<string, RegisterOptions | undefined>();
  const watched = new Set<string>();
  const controlled = new Map<string, Omit<ControlledField<unknown>, 'value'>>();

  const commitErrors = (next: FieldErrors<T>) => {
    errors = next;
    setErrorState(next);
  };

  const elementsOf = (name: string) => {
    let set = elements.get(name);
    if (!set) elements.set(name, (set = new Set()));
    return set;
  };

  // Stable per name, so React attaches it once per element (a React 19 ref cleanup detaches it).
  const refFor = (name: string) => (element: Focusable | null) => {
    if (!element) return undefined;
    const set = elementsOf(name);
    set.add(element);
    if (!controlled.has(name)) {
      if (values[name] === undefined) values[name] = read(set);
      else show(element, values[name]);
    }
    return () => void set.delete(element);
  };

  /** The resolver in use: the given one, or the loaded one (undefined while it loads). */
  const current = (): Resolver<T> | undefined => {
    if (!loadResolver) return resolver;
    return loaded?.from === loadResolver ? loaded.resolver : undefined;
  };

  /** Loads the resolver if the options name a loader; a failure rejects and is forgotten. */
  const load = (): Promise<Resolver<T> | undefined> => {
    const from = loadResolver;
    if (!from || current()) return Promise.resolve(current());
    if (pending?.from !== from) {
      const promise = from().then((next) => {
        if (from === loadResolver) loaded = { from, resolver: next };
        return next;
      });
      // Registered first, so it runs before a waiting submit retries.
      promise.catch(() => {
        if (pending?.promise === promise) pending = undefined;
      });
      pending = { from, promise };
    }
    return pending.promise;
  };

  /** After a submit, a change re-validates that field only (as RHF's resolver mode did). */
  const revalidate = (name: string) => {
    const resolver = current();
    if (!submitted || !resolver) return;
    const next = resolver(values as T).errors[name as Name];
    if (sameError(errors[name as Name], next)) return;
    const copy = { ...errors };
    if (next) copy[name as Name] = next;
    else delete copy[name as Name];
    commitErrors(copy);
  };

  const changed = (name: string) => {
    if (watched.has(name) || controlled.has(name)) render();
    revalidate(name);
  };

  const focus = (name: string) => {
    const first = elements.get(name)?.values().next().value;
    first?.focus();
    return Boolean(first);
  };

  const register: Register<T> = (name, opts) => {
    fieldOptions.set(name, opts);
    let registration = registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: refFor(name),
        onChange: (event) => {
          values[name] = event.target.value;
          fieldOptions.get(name)?.onChange?.(event);
          changed(name);
        },
      };
      registrations.set(name, registration);
      elementsOf(name);
    }
    return registration;
  };

  const field = <K extends Name>(name: K): ControlledField<T[K]> => {
    let base = controlled.get(name);
    if (!base) {
      elementsOf(name);
      base = {
        name,
        ref: refFor(name),
        onChange: (value) => {
          values[name] = value;
          changed(name);
        },
      };
      controlled.set(name, base);
    }
    return { ...base, value: values[name] } as ControlledField<T[K]>;
  };

  /**
   * The submit handler: validates, then calls onValid with the parsed values. If the resolver
   * cannot load (tried twice), onLoadError gets the failure (the form shows its generic error;
   * the values stay) and nothing is validated or sent.
   */
  const handleSubmit =
    (onValid: (values: T) => unknown | Promise<unknown>, onLoadError?: (error: unknown) => void) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      let resolver: Resolver<T> | undefined;
      try {
        resolver = await loadWithRetry(load);
      } catch (err) {
        if (!onLoadError) throw err;
        onLoadError(err);
        return;
      }
      const result = resolver ? resolver({ ...values } as T) : { values: { ...values } as T, errors: {} };
      let failure: unknown;
      let failed = false;
      if (Object.keys(result.errors).length === 0) {
        commitErrors({});
        try {
          await onValid(result.values as T);
        } catch (err) {
          failed = true;
          failure = err;
        }
      } else {
        commitErrors(result.errors);
        // RHF's order: registered fields, then controlled ones (a Controller registered
        // while it rendered, after its parent's register() calls).
        const names = [...elements.keys()].filter((n) => !controlled.has(n)).concat([...controlled.keys()]);
        for (const name of names) if (name in result.errors && focus(name)) break;
      }
      submitted = true;
      if (failed) throw failure;
    };

  return {
    register,
    field,
    handleSubmit,
    /** The field's current value; the form re-renders when it changes (useWatch). */
    watch: <K extends Name>(name: K): T[K] => {
      watched.add(name);
      return values[name] as T[K];
    },
    getValues: <K extends Name>(name: K): T[K] => values[name] as T[K],
    setValue: <K extends Name>(name: K, value: T[K]) => {
      values[name] = value;
      if (!controlled.has(name)) for (const e of elements.get(name) ?? []) show(e, value);
      if (watched.has(name) || controlled.has(name)) render();
    },
    setError: (name: Name | 'root', error: FieldError, opts?: { shouldFocus?: boolean }) => {
      commitErrors({ ...errors, [name]: error });
      if (opts?.shouldFocus) focus(name);
    },
    /** New values (and defaults), no errors, not submitted: as RHF's reset(values). */
    reset: (next: T = defaults) => {
      defaults = next;
      for (const key of Object.keys(values)) delete values[key];
      Object.assign(values, next);
      for (const [name, set] of elements)
        if (!controlled.has(name)) for (const e of set) show(e, values[name]);
      submitted = false;
      commitErrors({});
      render();
    },
    /** The latest options' resolver or loader is used (it may close over props). */
    setResolver: (next: Pick<Options<T>, 'resolver' | 'loadResolver'>) => {
      resolver = next.resolver;
      loadResolver = next.loadResolver;
    },
    /** Starts loading the resolver early; a failure waits for the submit, which tries again. */
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

export type UseFormReturn<T> = Omit<ReturnType<typeof createStore<T>>, 'setResolver' | 'preload'> & {
  formState: { errors: FieldErrors<T> };
};

/** A form over `defaultValues`, validated by `resolver` (see schemaResolver) when submitted. */
export function useForm<T>(options: Options<T>): UseFormReturn<T> {
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [, render] = useReducer((n: number) => n + 1, 0);
  const [store] = useState(() => createStore(options, render, setErrors));
  store.setResolver(options);
  // The schema's chunk loads while the visitor fills in the form (not in the first load).
  const { loadResolver } = options;
  useEffect(() => {
    if (loadResolver) store.preload();
  }, [store, loadResolver]);
  return { ...store, formState: { errors } };
}
