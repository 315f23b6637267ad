package io.gatehouse.it;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.RequestOptions;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;

/**
 * The web origin of the views' test host: its page, its bundled module, and a relay of /gateway/...
 * to the gateway, so that the page's MCP client reaches the gateway from its own origin (the gateway
 * sends no CORS headers) while the views run in sandboxed frames of no origin at all.
 */
final class AppsHost {

  private static final Path PAGE = Path.of("src", "test", "resources", "apps-host", "host.html");
  private static final Set<String> HOP_BY_HOP = Set.of("host", "connection", "keep-alive", "transfer-encoding", "upgrade");
  /** The relay calls as a host's own server would: the browser's Origin is the page's, which the gateway refuses. */
  private static final Set<String> NOT_RELAYED = Set.of("origin", "referer");

  private final HttpServer server;

  private AppsHost(HttpServer server) {
    this.server = server;
  }

  static Future<AppsHost> start(Vertx vertx, String gatewayBase, Path bundle) {
    HttpClient client = vertx.createHttpClient();
    return vertx.createHttpServer().requestHandler(request -> {
      String path = request.path();
      if (path.equals("/") || path.equals("/host.html")) {
        request.response().putHeader(HttpHeaders.CONTENT_TYPE, "text/html; charset=utf-8").sendFile(PAGE.toString());
      } else if (path.equals("/host.js")) {
        request.response().putHeader(HttpHeaders.CONTENT_TYPE, "text/javascript; charset=utf-8")
          .sendFile(bundle.resolve("host.js").toString());
      } else if (path.startsWith("/gateway/")) {
        relay(client, request, gatewayBase + request.uri().substring("/gateway".length()));
      } else {
        request.response().setStatusCode(404).end();
      }
    }).listen(0, "127.0.0.1").map(AppsHost::new);
  }

  /** Streams the request to the gateway and its answer back, event streams included. */
  private static void relay(HttpClient client, HttpServerRequest in, String target) {
    in.pause();
    client.request(new RequestOptions().setMethod(in.method()).setAbsoluteURI(target)).onSuccess(out -> {
      in.headers().forEach((name, value) -> {
        if (!HOP_BY_HOP.contains(name.toLowerCase()) && !NOT_RELAYED.contains(name.toLowerCase())) out.headers().add(name, value);
      });
      if (!in.headers().contains(HttpHeaders.CONTENT_LENGTH)) out.setChunked(true);
      out.send(in).onSuccess(answer -> {
        in.response().setStatusCode(answer.statusCode());
        answer.headers().forEach((name, value) -> {
          if (!HOP_BY_HOP.contains(name.toLowerCase())) in.response().headers().add(name, value);
        });
        if (!answer.headers().contains(HttpHeaders.CONTENT_LENGTH)) in.response().setChunked(true);
        answer.pipeTo(in.response());
      }).onFailure(e -> in.response().setStatusCode(502).end(String.valueOf(e)));
    }).onFailure(e -> in.response().setStatusCode(502).end(String.valueOf(e)));
  }

  /** The page that shows this tool's result in its view, the call made with this header. */
  String page(String endpoint, String header, String value, String tool, String arguments, String theme) {
    return "http://127.0.0.1:" + server.actualPort() + "/host.html?endpoint=" + enc("/gateway" + endpoint)
      + "&header=" + enc(header) + "&value=" + enc(value) + "&tool=" + enc(tool) + "&args=" + enc(arguments)
      + "&theme=" + enc(theme);
  }

  Future<Void> stop() {
    return server.close();
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }
}
