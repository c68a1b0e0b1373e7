import type { AppContext } from "~/server/context.server";
import type { Env } from "~/server/env.server";

export type ApiEnv = {
  Bindings: Env;
  Variables: { app: AppContext };
};
