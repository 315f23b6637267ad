package io.gatehouse.providers.registers.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a synthetic KBO full extract in the real formats: made-up enterprises with their names,
 * addresses, contacts, activities, establishments and branches, sorted by number as KBO ships them.
 * Per enterprise, on average: 0.9 establishments, 1.6 names, 1.4 addresses, 0.35 contacts and
 * {@code activities} activity rows (about 19 in the real extract).
 *
 * <p>Usage: {@code SyntheticExtract <folder> <enterprises> [activities per enterprise]}
 */
public final class SyntheticExtract {

  private static final String[] SYLLABLES = {"van", "ber", "ko", "lin", "de", "ma", "tra", "gel", "ston", "ro", "vi",
    "an", "el", "mo", "ker", "sa", "bel", "ni", "gro", "plu", "ta", "mer", "zo", "ca", "fer", "lux", "nor", "dam"};
  private static final String[] WORDS = {"Bouw", "Transport", "Consult", "Invest", "Immo", "Services", "Bakkerij",
    "Garage", "Brasserie", "Logistics", "Trading", "Holding", "Technics", "Studio", "Design", "Brouwerij", "Apotheek"};
  private static final String[] FORMS = {"", " BV", " NV", " SRL", " SA", " VZW", " ASBL", " CommV"};
  private static final String[] TOWNS = {"9000,Gent,Gand", "1000,Brussel,Bruxelles", "2000,Antwerpen,Anvers",
    "3000,Leuven,Louvain", "4000,Luik,Liège", "8000,Brugge,Bruges", "5000,Namen,Namur", "7000,Bergen,Mons"};

  private final SplittableRandom random = new SplittableRandom(42);

  public static void main(String[] args) throws IOException {
    Path folder = Path.of(args[0]);
    long enterprises = Long.parseLong(args[1]);
    double activities = args.length > 2 ? Double.parseDouble(args[2]) : 19;
    long rows = new SyntheticExtract().write(folder, enterprises, activities);
    System.out.printf("wrote %,d rows for %,d enterprises to %s%n", rows, enterprises, folder);
  }

  /** Writes the extract; returns the number of data rows (headers and meta not counted). */
  public long write(Path folder, long enterprises, double activitiesPerEnterprise) throws IOException {
    Files.createDirectories(folder);
    Files.writeString(folder.resolve("meta.csv"), "\"Variable\",\"Value\"\n\"SnapshotDate\",\"31-10-2026\"\n"
      + "\"ExtractTimestamp\",\"01-11-2026 06:00:00\"\n\"ExtractType\",\"full\"\n\"ExtractNumber\",\"999\"\n\"Version\",\"1.0.0\"\n");
    writeCodes(folder.resolve("code.csv"));
    long rows = 0;
    try (Outputs files = new Outputs(folder)) {
      long unit = 20_000_000L;
      for (long i = 0; i < enterprises; i++) {
        String number = enterprise(2_000_000L + i * 3);
        files.enterprise.write(q(number) + ",\"AC\",\"000\",\"2\",\"" + (610 + random.nextInt(5)) + "\",," + date() + "\n");
        rows++;
        String name = name();
        files.denomination.write(q(number) + ",\"2\",\"001\"," + q(name + FORMS[random.nextInt(FORMS.length)]) + "\n");
        rows++;
        if (random.nextDouble() < 0.6) {
          files.denomination.write(q(number) + ",\"2\",\"003\"," + q(name()) + "\n");
          rows++;
        }
        if (random.nextDouble() < 0.95) {
          files.address.write(address(number, "REGO"));
          rows++;
        }
        if (random.nextDouble() < 0.35) {
          files.contact.write(q(number) + ",\"ENT\",\"EMAIL\"," + q("info@firm" + i + ".example") + "\n");
          rows++;
        }
        long activityRows = Math.round(activitiesPerEnterprise * (0.5 + random.nextDouble()));
        for (long a = 0; a < activityRows; a++) {
          String version = a % 3 == 0 ? "2003" : a % 3 == 1 ? "2008" : "2025";
          files.activity.write(q(number) + ",\"001\"," + q(version) + "," + q(String.format("%05d", 1000 + random.nextInt(98000)))
            + "," + (a == 0 ? "\"MAIN\"" : "\"SECO\"") + "\n");
          rows++;
        }
        if (random.nextDouble() < 0.004) {
          files.branch.write(q(String.format("9.%03d.%03d.%03d", i / 1_000_000 % 1000, i / 1000 % 1000, i % 1000)) + ","
            + date() + "," + q(number) + "\n");
          rows++;
        }
        int establishments = random.nextDouble() < 0.6 ? 1 : random.nextDouble() < 0.5 ? 0 : 2;
        for (int e = 0; e < establishments; e++) {
          String est = establishment(unit++);
          files.establishment.write(q(est) + "," + date() + "," + q(number) + "\n");
          files.address.write(address(est, "BAET"));
          rows += 2;
          if (random.nextDouble() < 0.2) {
            files.denomination.write(q(est) + ",\"2\",\"003\"," + q(name()) + "\n");
            rows++;
          }
        }
      }
    }
    return rows;
  }

  /** The extract's CSV files, each with its header, closed together. */
  private static final class Outputs implements AutoCloseable {
    final BufferedWriter enterprise;
    final BufferedWriter establishment;
    final BufferedWriter denomination;
    final BufferedWriter address;
    final BufferedWriter contact;
    final BufferedWriter activity;
    final BufferedWriter branch;

    Outputs(Path folder) throws IOException {
      enterprise = open(folder, "enterprise", "EnterpriseNumber,Status,JuridicalSituation,TypeOfEnterprise,JuridicalForm,JuridicalFormCAC,StartDate");
      establishment = open(folder, "establishment", "EstablishmentNumber,StartDate,EnterpriseNumber");
      denomination = open(folder, "denomination", "EntityNumber,Language,TypeOfDenomination,Denomination");
      address = open(folder, "address", "EntityNumber,TypeOfAddress,CountryNL,CountryFR,Zipcode,MunicipalityNL,MunicipalityFR,"
        + "StreetNL,StreetFR,HouseNumber,Box,ExtraAddressInfo,DateStrikingOff");
      contact = open(folder, "contact", "EntityNumber,EntityContact,ContactType,Value");
      activity = open(folder, "activity", "EntityNumber,ActivityGroup,NaceVersion,NaceCode,Classification");
      branch = open(folder, "branch", "Id,StartDate,EnterpriseNumber");
    }

    private static BufferedWriter open(Path folder, String name, String header) throws IOException {
      BufferedWriter out = Files.newBufferedWriter(folder.resolve(name + ".csv"), StandardCharsets.UTF_8);
      StringBuilder quoted = new StringBuilder();
      for (String column : header.split(",")) quoted.append(quoted.length() == 0 ? "" : ",").append(q(column));
      out.write(quoted + "\n");
      return out;
    }

    @Override
    public void close() throws IOException {
      for (BufferedWriter out : new BufferedWriter[] {enterprise, establishment, denomination, address, contact, activity, branch}) {
        out.close();
      }
    }
  }

  private String address(String number, String type) {
    String[] town = TOWNS[random.nextInt(TOWNS.length)].split(",");
    String street = WORDS[random.nextInt(WORDS.length)] + "straat";
    return q(number) + "," + q(type) + ",,," + q(town[0]) + "," + q(town[1]) + "," + q(town[2]) + "," + q(street) + ","
      + q(street) + "," + q(Integer.toString(1 + random.nextInt(250))) + ",\"\",\"\",\n";
  }

  private String name() {
    StringBuilder name = new StringBuilder();
    int syllables = 2 + random.nextInt(3);
    for (int s = 0; s < syllables; s++) name.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
    name.setCharAt(0, Character.toUpperCase(name.charAt(0)));
    return name + " " + WORDS[random.nextInt(WORDS.length)];
  }

  private String date() {
    return String.format("%02d-%02d-%04d", 1 + random.nextInt(28), 1 + random.nextInt(12), 1950 + random.nextInt(76));
  }

  private static String enterprise(long body) {
    String digits = String.format("%08d%02d", body, 97 - body % 97);
    return digits.substring(0, 4) + "." + digits.substring(4, 7) + "." + digits.substring(7);
  }

  private static String establishment(long body) {
    String digits = String.format("%08d%02d", body, 97 - body % 97);
    return digits.charAt(0) + "." + digits.substring(1, 4) + "." + digits.substring(4, 7) + "." + digits.substring(7);
  }

  private static String q(String value) {
    return '"' + value.replace("\"", "\"\"") + '"';
  }

  private static void writeCodes(Path file) throws IOException {
    StringBuilder codes = new StringBuilder("\"Category\",\"Code\",\"Language\",\"Description\"\n");
    codes.append("\"Status\",\"AC\",\"NL\",\"Actief\"\n\"Status\",\"AC\",\"FR\",\"Actif\"\n");
    for (int form = 610; form < 615; form++) codes.append("\"JuridicalForm\",\"").append(form).append("\",\"NL\",\"Vorm ").append(form).append("\"\n");
    Files.writeString(file, codes.toString());
  }
}
