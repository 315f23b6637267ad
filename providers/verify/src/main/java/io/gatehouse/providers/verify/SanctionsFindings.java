package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.ScreenAnswer;

import java.util.List;

/** What sanctions_screen's answer says about a name of the lead. */
final class SanctionsFindings {

  private SanctionsFindings() {
  }

  static List<Finding> of(ScreenAnswer screen, Check check) {
    String who = Finding.quoted(check.arguments().getString("name"));
    String lists = String.join(", ", screen.lists());
    Finding finding = switch (screen.status()) {
      case "potential_match" -> Finding.of("sanctions.possible_match", check.name(), screen.matches().size()
        + " possible sanctions match(es) for " + who + ": "
        + String.join("; ", screen.matches().stream().limit(3).map(ScreenAnswer.Match::toString).toList()));
      case "clear" -> screen.lists().isEmpty()
        ? Finding.of("sanctions.no_lists", check.name(), "no sanctions list is loaded, so " + who + " was not screened")
        : Finding.of("sanctions.clear", check.name(), "no match for " + who + " on " + lists);
      // nothing searched at all (every configured list missing) is no screening, not an incomplete one
      case "incomplete" -> screen.lists().isEmpty()
        ? Finding.of("sanctions.no_lists", check.name(), "no sanctions list was searched, so " + who + " was not screened"
          + (screen.missingLists().isEmpty() ? "" : ": " + String.join(", ", screen.missingLists())
            + " configured but not loaded"))
        : Finding.of("sanctions.incomplete", check.name(), "no match for " + who + " on " + lists
        + ", but not every configured list was searched whole and recent"
        + (screen.missingLists().isEmpty() ? "" : ": " + String.join(", ", screen.missingLists()) + " not loaded")
        + (screen.staleLists().isEmpty() ? "" : (screen.missingLists().isEmpty() ? ": " : "; ")
          + String.join(", ", screen.staleLists()) + " stale"));
      case "no_lists_loaded" -> Finding.of("sanctions.no_lists", check.name(), "no sanctions list is loaded, so "
        + who + " was not screened");
      default -> Finding.of("source.unreadable", check.name(), check.tool() + " answered an undeclared status " + screen.status());
    };
    return List.of(finding);
  }
}
