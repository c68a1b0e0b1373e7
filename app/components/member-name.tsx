// A member named in a line of text: their avatar at the inline size, their name linking to their profile, and the
// 认证律师 mark of a verified lawyer.
import { Link } from "~/components/navigation";
import { Avatar, LawyerMark } from "./avatar";
import { AVATAR_SIZES } from "~/lib/avatars";
import { paths } from "~/lib/paths";

export function MemberName({
  member,
  className = "",
}: {
  member: { username: string; displayName: string; avatar: string; lawyer?: boolean };
  className?: string;
}) {
  return (
    <span className="inline-flex items-center gap-1 align-middle">
      <Avatar url={member.avatar} name={member.displayName} size={AVATAR_SIZES.inline} />
      <Link to={paths.user(member.username)} className={className}>
        {member.displayName}
      </Link>
      <LawyerMark lawyer={member.lawyer} />
    </span>
  );
}
