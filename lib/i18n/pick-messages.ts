// Shared by <ClientMessages> and <DeferredMessages>: a module without next-intl's client
// provider, so a layout importing the latter does not get the provider's chunk (issue 10).

type Messages = Record<string, unknown>;

/** The messages of the given namespaces only ('chat', or a nested 'errors.credits'). */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: unknown = messages;
    for (const key of path) source = (source as Messages | undefined)?.[key];
    if (source === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Messages;
    target[path[path.length - 1]] = source;
  }
  return picked;
}
