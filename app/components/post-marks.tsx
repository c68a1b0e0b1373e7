// The bookmark button of a question or an answer, and the follow button of a question or a tag (SPEC §2). Each
// submits the page's hidden form with a command naming its post (app/lib/post-commands.ts).
import { useTranslation } from "~/components/translation";
import { ToggleButton } from "./toggle-button";
import { toggleCommand } from "~/lib/post-commands";
import { formatObjectId } from "~/lib/object-ids";

export function BookmarkButton({
  objectType,
  objectId,
  bookmarked,
  count,
}: {
  objectType: "question" | "answer";
  objectId: number;
  bookmarked: boolean;
  count: number;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButton
      key={`${objectType}:${objectId}:${bookmarked}:${count}`}
      initial={{ on: bookmarked, count }}
      command={(next) => toggleCommand({ objectType, objectId }, "bookmark", next)}
      // one text: a span for the count would be another element on every post (issue #4)
      label={({ on, count }) => `${t(on ? "bookmark.remove" : "bookmark.add")} ${count}`}
      call={(next) => ({
        path: "collection/switch",
        body: { group_id: "0", object_id: formatObjectId(objectType, objectId), bookmark: next },
        result: (data: { object_collection_count: number }) => ({ on: next, count: data.object_collection_count }),
      })}
    />
  );
}

/** Follow a question or a tag, with the number of followers. */
export function FollowButton({
  objectType,
  objectId,
  followed,
  count,
}: {
  objectType: "question" | "tag";
  objectId: number;
  followed: boolean;
  count: number;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButton
      key={`${objectType}:${objectId}:${followed}:${count}`}
      initial={{ on: followed, count }}
      command={(next) => toggleCommand({ objectType, objectId }, "follow", next)}
      label={({ on, count }) => `${t(on ? "follow.following" : "follow.follow")} ${count}`}
      call={(next) => ({
        path: "follow",
        body: { object_id: formatObjectId(objectType, objectId), is_cancel: !next },
        result: (data: { follows: number; is_followed: boolean }) => ({ on: data.is_followed, count: data.follows }),
      })}
    />
  );
}
