package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Fetches the configured lists on a fixed interval and ingests each one. A list that fails to
 * download or parse is logged and left as it was; the others still refresh.
 */
public final class RefreshScheduler {

  private static final Logger LOG = LoggerFactory.getLogger(RefreshScheduler.class);
  /** OFAC's CSV list is four files; only sdn.csv is required. */
  private static final List<String> OFAC_COMPANIONS = List.of("add.csv", "alt.csv", "sdn_comments.csv");

  /** One list to fetch. */
  public record Source(ListFormat format, String url) {
  }

  private final ProviderContext context;
  private final SanctionsIngester ingester;
  private final List<Source> sources;
  private final ListDownloader downloader;
  private long timer = -1;

  public RefreshScheduler(ProviderContext context, SanctionsIngester ingester, List<Source> sources) {
    this.context = context;
    this.ingester = ingester;
    this.sources = List.copyOf(sources);
    this.downloader = new ListDownloader(context);
  }

  /** Refreshes now, then every {@code interval}. */
  public void start(Duration interval) {
    Vertx vertx = context.vertx();
    refreshAll();
    timer = vertx.setPeriodic(interval.toMillis(), id -> refreshAll());
  }

  public void stop() {
    if (timer >= 0) context.vertx().cancelTimer(timer);
  }

  /** Completes when every source was tried; never fails. */
  public Future<Void> refreshAll() {
    Future<Void> chain = Future.succeededFuture();
    for (Source source : sources) {
      // one at a time: lists are large and the machine is shared with serving
      chain = chain.eventually(() -> refresh(source)
        .onSuccess(report -> LOG.info("sanctions: refreshed {} ({} entries, version {})", report.getString("list"),
          report.getInteger("rows"), report.getString("version")))
        .onFailure(e -> LOG.warn("sanctions: refresh of {} from {} failed: {}", source.format().id(),
          SanctionsIngester.withoutQuery(source.url()), e.getMessage()))
        .<Void>mapEmpty().otherwiseEmpty());
    }
    return chain;
  }

  Future<JsonObject> refresh(Source source) {
    Path dataDir = context.dataDir();
    return context.vertx().executeBlocking(() -> {
      Files.createDirectories(dataDir);
      return Files.createTempDirectory(dataDir, "download");
    }, false).compose(folder -> download(source, folder)
      .compose(published -> {
        JsonObject options = new JsonObject().put("format", source.format().id()).put("source_url", source.url());
        if (published != null) options.put("published", published);
        Path input = source.format() == ListFormat.OFAC_CSV ? folder : folder.resolve("list");
        return ingester.ingest(input, options, context, line -> LOG.debug("sanctions: {}", line));
      })
      .eventually(() -> context.vertx().executeBlocking(() -> {
        Unzip.delete(folder);
        return null;
      }, false)));
  }

  /** Writes the list (and OFAC's companion files) into the folder; answers the publication date if known. */
  private Future<String> download(Source source, Path folder) {
    String mainName = source.format() == ListFormat.OFAC_CSV ? "sdn.csv" : "list";
    Future<String> main = downloader.fetch(source.url())
      .compose(d -> write(folder.resolve(mainName), d).map(v -> httpDate(d.lastModified())));
    if (source.format() != ListFormat.OFAC_CSV) return main;
    return main.compose(published -> {
      Future<Void> chain = Future.succeededFuture();
      for (String companion : OFAC_COMPANIONS) {
        String url = sibling(source.url(), companion);
        chain = chain.compose(v -> downloader.fetch(url).compose(d -> write(folder.resolve(companion), d))
          .otherwise(e -> {
            LOG.warn("sanctions: {} not fetched ({}); continuing without it", companion, e.getMessage());
            return null;
          }));
      }
      return chain.map(published);
    });
  }

  private Future<Void> write(Path file, ListDownloader.Downloaded downloaded) {
    return context.vertx().fileSystem().writeFile(file.toString(), downloaded.body());
  }

  private static String sibling(String url, String file) {
    int query = url.indexOf('?');
    String base = query < 0 ? url : url.substring(0, query);
    return base.substring(0, base.lastIndexOf('/') + 1) + file + (query < 0 ? "" : url.substring(query));
  }

  private static String httpDate(String header) {
    if (header == null) return null;
    try {
      return ZonedDateTime.parse(header, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant().toString();
    } catch (RuntimeException e) {
      return null;
    }
  }
}
