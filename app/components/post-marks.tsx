// The bookmark button of a question or an answer and the follow button of a question (SPEC §2 question detail).
import { useTranslation } from "react-i18next";
import { ToggleButton } from "./toggle-button";

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
      fields={(next) => ({
        intent: "bookmark",
        object_type: objectType,
        object_id: String(objectId),
        bookmark: String(next),
      })}
      label={({ on, count }) => (
        <>
          {t(on ? "bookmark.remove" : "bookmark.add")}
          <span className="ml-1">{count}</span>
        </>
      )}
      call={(next) => ({
        path: "collection/switch",
        body: { group_id: "0", object_type: objectType, object_id: String(objectId), bookmark: next },
        result: (data: { object_collection_count: number }) => ({ on: next, count: data.object_collection_count }),
      })}
    />
  );
}

export function FollowButton({
  questionId,
  followed,
  count,
}: {
  questionId: number;
  followed: boolean;
  count: number;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButton
      key={`${questionId}:${followed}:${count}`}
      initial={{ on: followed, count }}
      fields={(next) => ({
        intent: "follow",
        object_type: "question",
        object_id: String(questionId),
        is_cancel: String(!next),
      })}
      label={({ on, count }) => (
        <>
          {t(on ? "follow.following" : "follow.follow")}
          <span className="ml-1">{count}</span>
        </>
      )}
      call={(next) => ({
        path: "follow",
        body: { object_type: "question", object_id: String(questionId), is_cancel: !next },
        result: (data: { follows: number; is_followed: boolean }) => ({ on: data.is_followed, count: data.follows }),
      })}
    />
  );
}
