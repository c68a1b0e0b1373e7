// The yardstick of npm run bench: the least a Worker can do, served by the same wrangler/workerd as the app. The
// app's throughput is reported as a share of this one's, because absolute numbers move from machine to machine.
export default {
  fetch() {
    return new Response("Hello World!", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  },
} satisfies ExportedHandler;
