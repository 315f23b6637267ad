package io.gatehouse.providers.sanctions.bench;

import java.util.List;

/**
 * Names that are not on the list, made to look like the ones that are: a false match is only
 * likely, and the false-match rate only meaningful, when they share a surname, a given name or a
 * word of a company name with a listed entry, as real customers' names do.
 */
enum Unlisted {
  /** A person generated afresh. */
  NEW_PERSON {
    @Override
    String make(SyntheticName listed, SyntheticLists generator) {
      return generator.person().written();
    }
  },
  /** An organisation generated afresh. */
  NEW_ORGANISATION {
    @Override
    String make(SyntheticName listed, SyntheticLists generator) {
      return generator.organisation().written();
    }
  },
  /** A listed person's surname with other given names. */
  SAME_SURNAME {
    @Override
    String make(SyntheticName listed, SyntheticLists generator) {
      return listed.person() ? SyntheticName.person(List.of(generator.givenName()), listed.surname(), false).written() : null;
    }
  },
  /** A listed person's given names with another surname. */
  SAME_GIVEN_NAMES {
    @Override
    String make(SyntheticName listed, SyntheticLists generator) {
      return listed.person() ? SyntheticName.person(listed.given(), generator.surname(), false).written() : null;
    }
  },
  /** A title before a listed person's surname and another given name. */
  TITLE_AND_SAME_SURNAME {
    @Override
    String make(SyntheticName listed, SyntheticLists generator) {
      if (!listed.person()) return null;
      String title = Perturbation.TITLES[generator.random().nextInt(Perturbation.TITLES.length)];
      return title + " " + generator.givenName() + " " + listed.surname();
    }
  },
  /** A listed organisation's first word, other words and a legal form. */
  SAME_COMPANY_WORD {
    @Override
    String make(SyntheticName listed, SyntheticLists generator) {
      if (listed.person()) return null;
      SyntheticName other = generator.organisation();
      List<String> words = new java.util.ArrayList<>(other.words());
      words.set(0, listed.words().get(0));
      return SyntheticName.organisation(words, other.legalForm(), other.formFirst()).written();
    }
  };

  /** An unlisted name built from the listed one, or null when this kind does not fit it. */
  abstract String make(SyntheticName listed, SyntheticLists generator);
}
