import { useRouteLoaderData } from "@remix-run/react";
import type { LayoutData } from "~/lib/views/layout";

/** The site settings every page has from the root loader (name, permalink form, ...). */
export function useSite(): LayoutData["site"] {
  const data = useRouteLoaderData<LayoutData>("root");
  return data?.site ?? ({ permalink: 4 } as LayoutData["site"]);
}
