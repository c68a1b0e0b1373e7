// What the question page says above the question after a post: the notice of a done operation, or why one was refused.
// A module of its own, loaded only when there is something to say, so that readers never download the form pieces.
import { FieldErrors, Notice } from "~/components/form";

export default function QuestionNotices({ notice, errors }: { notice: string | null; errors: string[] | undefined }) {
  return (
    <>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {errors ? (
        <Notice tone="warning">
          <FieldErrors errors={errors} />
        </Notice>
      ) : null}
    </>
  );
}
