// Serves the camera test page by hand: the page at http://127.0.0.1:8090/camera-test/ and every
// other path proxied to the reference server (default http://127.0.0.1:8080), so page and API
// share one origin.
//   npm start                                  (the reference server, in one terminal)
//   node --import tsx tests/e2e/camera-page/serve.ts [server URL] [port]
//   open http://127.0.0.1:8090/auth/redirect?redirect_to=/camera-test/  (sign in as operator / demo)
import http from "node:http";
import { pageFile } from "./page-files";

const target = new URL(process.argv[2] ?? "http://127.0.0.1:8080");
const port = Number(process.argv[3] ?? 8090);

http
  .createServer((request, response) => {
    const file = pageFile(new URL(request.url ?? "/", "http://x").pathname);
    if (file) {
      response.writeHead(200, { "content-type": file.type, "cache-control": "no-store" });
      response.end(file.body);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`the reference server at ${target.href} did not answer: ${error.message}`);
    });
    request.pipe(upstream);
  })
  .listen(port, "127.0.0.1", () => {
    console.log(
      `camera test page: http://127.0.0.1:${port}/auth/redirect?redirect_to=/camera-test/ (server ${target.href})`,
    );
  });
