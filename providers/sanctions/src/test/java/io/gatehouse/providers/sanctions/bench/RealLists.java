package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.Fixtures;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.gatehouse.providers.sanctions.parse.ListFormat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The real published lists kept as test data (OFAC SDN CSV of 2024-05-03, UN consolidated list of
 * 2018-10-29; see resources/real-lists/README.md) plus the EU and UK fixtures, parsed by the
 * provider's own parsers, as a deployment with all four lists would load them.
 */
final class RealLists {

  private static List<SanctionsList> loaded;

  private RealLists() {
  }

  static synchronized List<SanctionsList> load() {
    if (loaded != null) return loaded;
    try {
      Path folder = Files.createTempDirectory("real-lists");
      Path ofac = Files.createDirectory(folder.resolve("ofac"));
      Instant now = Instant.now();
      SanctionsList sdn = ListFormat.OFAC_CSV.parser().parse(unzip("ofac/sdn.csv.gz", ofac.resolve("sdn.csv")), now);
      SanctionsList un = ListFormat.UN_XML.parser().parse(unzip("un/consolidated.xml.gz", folder.resolve("un.xml")), now);
      SanctionsList eu = ListFormat.EU_XML.parser().parse(Fixtures.path("eu_fsf.xml"), now);
      SanctionsList uk = ListFormat.UK_XML.parser().parse(Fixtures.path("uk_sanctions_list.xml"), now);
      loaded = List.of(sdn, un, eu, uk);
      return loaded;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The OFAC and UN lists only: the real-size part. */
  static List<SanctionsList> real() {
    return load().subList(0, 2);
  }

  private static Path unzip(String resource, Path to) throws IOException {
    try (InputStream in = new GZIPInputStream(RealLists.class.getClassLoader().getResourceAsStream("real-lists/" + resource))) {
      Files.copy(in, to);
    }
    to.toFile().deleteOnExit();
    to.getParent().toFile().deleteOnExit();
    return to;
  }
}
