// Any URL no route claims: the 404 page of SPEC §8.
export function loader() {
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
