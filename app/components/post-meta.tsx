import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Avatar } from "./avatar";
import { LawyerMark } from "./avatar";
import { RelativeTimeText } from "./relative-time";
import { AVATAR_SIZES } from "~/lib/avatars";
import { paths } from "~/lib/paths";

type Person = { username: string; displayName: string; rank: number; avatar: string; lawyer?: boolean };

/** Who wrote a post and when, and who edited it last (linking to the timeline). */
export function PostMeta({
  author,
  createdAt,
  createdLabel,
  editor,
  editedAt,
  timelineHref,
  now,
  timeZone,
}: {
  author: Person;
  createdAt: number;
  createdLabel: string;
  editor: Person | null;
  editedAt: number | null;
  timelineHref: string;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-end gap-4 text-xs text-muted">
      {editedAt ? (
        <Link to={timelineHref} className="text-muted" title={t("question.view_timeline")}>
          {t("question.edited_by", { name: editor?.displayName ?? author.displayName })}{" "}
          <RelativeTimeText seconds={editedAt} now={now} timeZone={timeZone} />
        </Link>
      ) : null}
      <div className="flex items-center gap-2">
        <Avatar url={author.avatar} name={author.displayName} size={AVATAR_SIZES.small} />
        <div>
          <Link to={paths.user(author.username)} className="font-medium">
            {author.displayName}
          </Link>
          <LawyerMark lawyer={author.lawyer} /> <span title={t("question.author_rank")}>{author.rank}</span>
          <div>
            {createdLabel} <RelativeTimeText seconds={createdAt} now={now} timeZone={timeZone} />
          </div>
        </div>
      </div>
    </div>
  );
}
