// routeErrorBoundary/{errorCode}: where SPEC §8 sends a failed pre-edit check, for example.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ErrorView } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export function loader({ params }: LoaderFunctionArgs) {
  const code = Number(params.errorCode);
  const status = code === 403 || code === 404 ? code : 500;
  return data({ status }, { status });
}

export default function ErrorPage() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorView status={status} />;
}
