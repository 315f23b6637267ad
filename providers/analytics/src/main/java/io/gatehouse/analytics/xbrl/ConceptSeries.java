package io.gatehouse.analytics.xbrl;

import java.util.List;

/**
 * One concept in one unit, normalised.
 *
 * @param name           a standard name (revenue) or the qualified concept (us-gaap:Foo) when unmapped
 * @param sourceConcepts the tags that contributed values
 * @param annual         fiscal years
 * @param quarterly      discrete quarters, reported or derived
 * @param ttm            trailing twelve months at each quarter end with four contiguous quarters
 * @param instants       balances at dates (for instant concepts)
 */
public record ConceptSeries(String name, String unit, List<String> sourceConcepts, List<Value> annual,
                            List<Value> quarterly, List<Value> ttm, List<Value> instants) {
}
