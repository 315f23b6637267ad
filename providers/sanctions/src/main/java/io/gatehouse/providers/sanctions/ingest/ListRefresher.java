package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Refreshes one list: downloads it from its source into a temporary folder and ingests it. The
 * one code path of the scheduled refresh and of {@code sanctions_refresh}.
 */
public final class ListRefresher {

  private static final Logger LOG = LoggerFactory.getLogger(ListRefresher.class);
  /** OFAC's CSV list is four files; only sdn.csv is required. */
  private static final List<String> OFAC_COMPANIONS = List.of("add.csv", "alt.csv", "sdn_comments.csv");

  private final ProviderContext context;
  private final SanctionsIngester ingester;
  private final ListDownloader downloader;

  public ListRefresher(ProviderContext context, SanctionsIngester ingester) {
    this.context = context;
    this.ingester = ingester;
    this.downloader = new ListDownloader(context);
  }

  /** The ingest report of the stored list; fails with a message fit for the caller, without local paths. */
  public Future<JsonObject> refresh(ListSource source) {
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
      }, false)))
      .recover(e -> Future.failedFuture(withoutLocalPaths(e, dataDir)));
  }

  /** Writes the list (and OFAC's companion files) into the folder; answers the publication date if known. */
  private Future<String> download(ListSource source, Path folder) {
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

  /** Refresh reports reach public callers: parse and file errors may name the server's folders. */
  private static ProviderException withoutLocalPaths(Throwable e, Path dataDir) {
    if (e instanceof ProviderException pe) return pe;
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    String folder = dataDir.toAbsolutePath().toString();
    return new ProviderException(Failure.UPSTREAM_REJECTED,
      message.replace(folder, "<data>").replace(dataDir.toString(), "<data>"));
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
