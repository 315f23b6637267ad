package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.api.Ingester;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.gatehouse.providers.sanctions.parse.FormatDetector;
import io.gatehouse.providers.sanctions.store.ListStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * {@code ingest sanctions <file>}: detects the list format (or takes {@code format} from the
 * options), parses the list on a worker and stores it under the provider's data folder, replacing
 * the previous copy of that list only once the new one is complete.
 *
 * <p>Options: {@code format}; {@code source_url} (where the copy came from, cited without its
 * query); {@code published} (used when the list itself carries no date, e.g. a Last-Modified header).
 */
public final class SanctionsIngester implements Ingester {

  private final Supplier<Future<?>> afterIngest;

  /** @param afterIngest run after a successful ingest, e.g. to reload a running provider's index */
  public SanctionsIngester(Supplier<Future<?>> afterIngest) {
    this.afterIngest = afterIngest;
  }

  @Override
  public Future<JsonObject> ingest(Path source, JsonObject options, ProviderContext context, Consumer<String> progress) {
    JsonObject opts = options == null ? new JsonObject() : options;
    return context.vertx().<JsonObject>executeBlocking(() -> {
        try (ListStore store = ListStore.open(context)) {
          return load(source, opts, context.dataDir(), store, progress);
        }
      }, false)
      .compose(report -> afterIngest.get().map(report));
  }

  private static JsonObject load(Path source, JsonObject options, Path dataDir, ListStore store,
                                 Consumer<String> progress) throws IOException {
    Files.createDirectories(dataDir);
    Path unzipped = null;
    try {
      Path input = source;
      if (Unzip.isZip(source)) {
        unzipped = Unzip.extract(source, dataDir);
        input = unzipped;
        progress.accept("unzipped " + source.getFileName());
      }
      FormatDetector.Detected detected = FormatDetector.resolve(input, options.getString("format"));
      progress.accept("reading " + source.getFileName() + " as " + detected.format().id());
      SanctionsList list = detected.format().parser().parse(detected.path(), Instant.now());
      list = describe(list, options);
      progress.accept("parsed " + list.entries().size() + " entries of " + list.info().title());
      store.save(list);
      ListInfo info = list.info();
      int names = list.entries().stream().mapToInt(e -> e.names().size()).sum();
      progress.accept("stored " + info.id() + " version " + info.version());
      return info.toJson().put("list", info.id()).put("rows", info.entries()).put("names", names);
    } finally {
      Unzip.delete(unzipped);
    }
  }

  private static SanctionsList describe(SanctionsList list, JsonObject options) {
    ListInfo info = list.info();
    String url = options.getString("source_url") == null ? info.url() : withoutQuery(options.getString("source_url"));
    String published = info.published() == null ? options.getString("published") : info.published();
    return new SanctionsList(new ListInfo(info.id(), info.title(), info.format(), info.version(), published, url,
      info.retrieved(), info.entries(), info.missingParts()), list.entries());
  }

  /** Download URLs may carry tokens; a cited source never does. */
  static String withoutQuery(String url) {
    URI uri = URI.create(url);
    return uri.getScheme() + "://" + uri.getRawAuthority() + (uri.getRawPath() == null ? "" : uri.getRawPath());
  }
}
