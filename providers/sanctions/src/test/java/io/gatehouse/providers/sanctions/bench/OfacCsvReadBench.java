package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.gatehouse.providers.sanctions.parse.ListFormat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * How fast OFAC's legacy CSV files are read: a synthetic sdn.csv with alt.csv, add.csv and
 * sdn_comments.csv in OFAC's shapes (quoted names with commas, "-0-" nulls, long remarks with
 * a.k.a.s and birth dates), sized like the real list (about 18,500 entries, with on average one
 * alias and one and a half addresses each), parsed as the refresh does, best of a few rounds.
 *
 * <p>Usage: {@code OfacCsvReadBench [entries] [rounds] [folder]}
 */
public final class OfacCsvReadBench {

  public static void main(String[] args) throws Exception {
    int entries = args.length > 0 ? Integer.parseInt(args[0]) : 18_500;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    Path folder = args.length > 2 ? Path.of(args[2]) : Files.createTempDirectory("ofac-csv-bench");
    if (!Files.exists(folder.resolve("sdn.csv"))) write(folder, entries);
    double best = Double.MAX_VALUE;
    for (int round = 1; round <= rounds; round++) {
      long start = System.nanoTime();
      SanctionsList list = ListFormat.OFAC_CSV.parser().parse(folder, Instant.EPOCH);
      double ms = (System.nanoTime() - start) / 1e6;
      best = Math.min(best, ms);
      System.out.printf("round %d: %,d entries in %.1f ms%n", round, list.entries().size(), ms);
    }
    System.out.printf("best: %.1f ms for %,d entries (%s)%n", best, entries, folder);
  }

  static void write(Path folder, int entries) throws IOException {
    SplittableRandom random = new SplittableRandom(7);
    try (BufferedWriter sdn = writer(folder, "sdn.csv"); BufferedWriter alt = writer(folder, "alt.csv");
         BufferedWriter add = writer(folder, "add.csv"); BufferedWriter comments = writer(folder, "sdn_comments.csv")) {
      int altNum = 1;
      int addNum = 1;
      for (int i = 0; i < entries; i++) {
        int id = 10_000 + i;
        boolean person = random.nextDouble() < 0.45;
        String name = person ? "SURNAME" + i + ", Given \"Nick\" Name" : "TRADING COMPANY " + i + " LLC, FZE";
        sdn.write(id + ",\"" + name.replace("\"", "\"\"") + "\"," + (person ? "\"individual\"" : "-0- ")
          + ",\"SDGT] [IFSR\",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,\"" + (person
          ? "DOB 28 Jul 1963; POB Toledo District, Belize; Passport P00" + i + " (Belize); a.k.a. 'ALIAS " + i + "'."
          : "Additional Sanctions Information - Subject to Secondary Sanctions; Registration Number " + i
            + " (Iran); a.k.a. 'TC" + i + "'; Linked To: MINISTRY OF DEFENSE AND ARMED FORCES LOGISTICS.") + "\"\r\n");
        for (int a = random.nextInt(3); a > 0; a--) {
          alt.write(id + "," + altNum++ + ",\"aka\",\"ALIAS " + i + "-" + a + "\",-0- \r\n");
        }
        for (int a = 1 + random.nextInt(2); a > 0; a--) {
          add.write(id + "," + addNum++ + ",\"Office " + a + ", Creek Tower\",\"Dubai\",\"United Arab Emirates\",-0- \r\n");
        }
        if (random.nextDouble() < 0.02) {
          comments.write(id + ",\"Digital Currency Address - ETH 0x2f389ce8bd8ff92de3402ffce4691d17fc4f6535; alt. "
            + "Digital Currency Address - USDT 0x19aa5fe80d33a56d56c78e82ea5e50e5d80b4dff\"\r\n");
        }
      }
    }
  }

  private static BufferedWriter writer(Path folder, String name) throws IOException {
    Files.createDirectories(folder);
    return Files.newBufferedWriter(folder.resolve(name), StandardCharsets.UTF_8);
  }
}
