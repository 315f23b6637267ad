package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.Match;
import io.gatehouse.providers.sanctions.match.Query;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.util.List;

/** Screens the names given as arguments against the real lists and prints every match explained; "#id" prints an entry. */
public final class Probe {

  private Probe() {
  }

  public static void main(String[] args) {
    List<SanctionsList> lists = RealLists.load();
    Screener screener = RealSample.screener(RealSample.withoutArabicScript(lists));
    for (String arg : args) {
      if (arg.startsWith("#")) {
        for (SanctionsList l : lists) for (ListEntry e : l.entries()) if (e.id().equals(arg.substring(1))) System.out.println(e);
        continue;
      }
      System.out.println("== " + arg);
      for (Match m : screener.screen(new Query(arg, EntityType.UNKNOWN, null, null, Double.parseDouble(System.getProperty("t", "0.7")), 10))) {
        System.out.println("  " + m.score() + " " + m.entry().id() + " " + m.matchedName().name() + " "
          + m.toJson().getJsonObject("explanation").getJsonArray("tokens"));
      }
    }
  }
}
