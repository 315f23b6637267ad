package io.gatehouse.analytics.entities;

import java.util.List;

/**
 * A company name reduced to what identifies it.
 *
 * @param key        the identifying words joined by single spaces
 * @param tokens     the identifying words
 * @param legalForms the legal forms cut from the name, abbreviated (e.g. inc, bv, gmbh)
 */
public record NormalizedName(String original, String key, List<String> tokens, List<String> legalForms) {
}
