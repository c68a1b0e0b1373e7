// A tag's information (SPEC §2 tags/{tagName}/info): its description, its synonyms and its numbers. A synonym shows
// its main tag's information; a deleted tag goes back to the tag list with 该标签已被删除.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PostBody } from "~/components/post-body";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { tagInfo } from "~/server/services/tags.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tag_info");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { found, synonyms } = await guardPage(request, () => tagInfo(context.app, { slugName: params.tagName ?? "" }));
  if (found.kind === "synonym") throw redirect(paths.tagInfo(found.mainSlugName));
  if (found.kind === "deleted") throw redirect(paths.tags({ notice: "tag_deleted" }));
  return { tag: found.tag, synonyms };
}

export default function TagInfo() {
  const { t } = useTranslation();
  const { tag, synonyms } = useLoaderData<typeof loader>();
  return (
    <div className="rounded border border-line bg-surface p-4 sm:p-6">
      <h1 className="text-xl font-semibold">
        <Link to={paths.tag(tag.slug_name)}>{tag.display_name}</Link>
      </h1>
      <p className="mt-1 text-sm text-muted">
        {t("tags.questions", { count: tag.question_count })} · {t("tags.followers", { count: tag.follow_count })}
      </p>
      <h2 className="mt-4 font-semibold">{t("tags.description")}</h2>
      {tag.parsed_text ? <PostBody html={tag.parsed_text} /> : <p className="text-sm text-muted">{t("tags.empty")}</p>}
      <h2 className="mt-4 font-semibold">{t("tags.synonyms")}</h2>
      {synonyms.length === 0 ? (
        <p className="text-sm text-muted">{t("tags.synonyms_empty")}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1">
          {synonyms.map((synonym) => (
            <li key={synonym.tag_id} className="rounded bg-tag px-2 py-0.5 text-xs text-primary">
              {synonym.display_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
