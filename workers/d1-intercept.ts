// A D1 binding (or one of its sessions) whose round trips pass through hooks: each statement run on its own, and each
// batch. The meter of the benchmark counts them (server-timing.ts); a request runs its context check before its first
// read (first-round.ts).

export interface D1Hooks {
  /** a statement run on its own (all, run, first, raw) */
  statement?: <R>(run: () => Promise<R>) => Promise<R>;
  /** a batch of `statements` statements */
  batch?: <R>(run: () => Promise<R>, statements: number) => Promise<R>;
}

const EXECUTE_METHODS = new Set(["all", "run", "first", "raw"]);

const bound = (target: object, property: string | symbol): unknown => {
  const value = Reflect.get(target, property, target) as unknown;
  return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
};

export function interceptD1<T extends D1Database | D1DatabaseSession>(d1: T, hooks: D1Hooks): T {
  // batch() must receive the binding's own statements, so each wrapper remembers the statement it wraps
  const unwrapped = new WeakMap<object, D1PreparedStatement>();

  function wrapStatement(statement: D1PreparedStatement): D1PreparedStatement {
    const wrapper = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values));
        const value = bound(target, property);
        if (hooks.statement && typeof property === "string" && EXECUTE_METHODS.has(property)) {
          const run = value as (...a: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => hooks.statement!(() => run(...args));
        }
        return value;
      },
    });
    unwrapped.set(wrapper, statement);
    return wrapper;
  }

  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const run = () => target.batch(statements.map((s) => unwrapped.get(s) ?? s));
          return hooks.batch ? hooks.batch(run, statements.length) : run();
        };
      }
      if (property === "withSession") {
        return (constraint?: string) => interceptD1((target as D1Database).withSession(constraint), hooks);
      }
      return bound(target, property);
    },
  });
}
