import { Link } from "~/components/navigation";
import { paths } from "~/lib/paths";

export function TagChips({ tags }: { tags: { slugName: string; displayName: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag.slugName}>
          <Link
            to={paths.tag(tag.slugName)}
            className="rounded bg-tag px-2 py-0.5 text-xs text-primary no-underline hover:bg-tag-hover"
          >
            {tag.displayName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
