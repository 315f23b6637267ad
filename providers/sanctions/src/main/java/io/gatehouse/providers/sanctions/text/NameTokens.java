package io.gatehouse.providers.sanctions.text;

import java.util.ArrayList;
import java.util.List;

/**
 * A name's folded tokens, and which of them are titles leading or trailing it ("President", "Dr",
 * "Sheikh"). Whether those are dropped depends on whether the name is a person's: "General" leads
 * "General Robert Mugabe" but also "General Trading LLC".
 *
 * @param tokens every token, titles included
 * @param titles for each token, whether it is a leading or trailing title
 */
public record NameTokens(List<String> tokens, List<Boolean> titles) {

  public NameTokens {
    tokens = List.copyOf(tokens);
    titles = List.copyOf(titles);
  }

  /** The tokens of a person's name: without its titles. */
  public List<String> withoutTitles() {
    List<String> out = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) if (!titles.get(i)) out.add(tokens.get(i));
    return out;
  }

  public boolean isEmpty() {
    return tokens.isEmpty();
  }
}
